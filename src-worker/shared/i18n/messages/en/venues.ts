// Venues wherever they show: cards, the venue page, saving, rating, claims, amenity and tag labels.
export default {
  badge: {
    featured: "Featured",
    sample: "Sample listing",
  },
} as const;
