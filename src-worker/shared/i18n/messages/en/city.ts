// The city page, its list, filters and map, and All Cities.
export default {
  list: {
    showing: "Showing {count, plural, one {# venue} other {# venues}} in {city}",
    range: " ({from, number} to {to, number})",
    noMore: "No more venues here.",
    seeFirst: "See the first venues in {city}",
    showMore: "Show more venues",
  },
} as const;
