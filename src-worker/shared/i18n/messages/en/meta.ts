// Every page's <title>, meta description and content-page heading, for the Worker's HTML and the app.
export default {
  siteDescription: "Find the best World Cup watch spots in your city",
  titled: "{page} | {site}",
  home: {
    title: "{site} | {description}",
    description: "{description}. Sports bars, pubs and watch parties for the 2026 World Cup, curated by fans, for fans.",
  },
  pages: {
    cities: {
      title: "All Cities",
      description: "Every US city with World Cup 2026 watch spots, grouped by state: sports bars, pubs and watch parties.",
    },
    blog: {
      title: "World Cup 2026 Blog",
      description: "City guides and match-day tips for watching the 2026 World Cup in the US: where to watch, streaming, and fan etiquette.",
    },
    faq: {
      title: "World Cup 2026 FAQ",
      description:
        "Answers for fans watching the FIFA World Cup 2026 in the US: dates and host cities, finding a bar, streaming and TV, fan events, tickets and travel.",
    },
    about: {
      title: "About Us",
      description:
        "An independent, fan-run directory of places to watch the 2026 World Cup in US cities. Honest listings, no fake reviews, paid placement labelled.",
    },
    contact: { title: "Contact Us", description: "Questions, corrections, venue listings or city sponsorship: get in touch. We reply within 24 hours." },
    submit: { title: "Submit a Venue", description: "List your bar, pub or watch party for World Cup 2026 fans in your city." },
    bookmarks: { title: "My Saved Venues", description: "Your bookmarked venues for watching World Cup matches" },
    reminders: { title: "Match reminders", description: "Your e-mail reminders before your teams' matches: confirm, change or stop them." },
  },
  headings: {
    cities: { title: "All Cities", subtitle: "Find World Cup watch spots in cities across the US, grouped by state." },
    blog: { title: "World Cup 2026 Blog", subtitle: "City guides and match-day tips from fans, for fans" },
    faq: { title: "Frequently Asked Questions", subtitle: "Everything you need to know about watching the FIFA World Cup 2026" },
    submit: { title: "Submit a Venue", subtitle: "Help other fans discover great World Cup watch spots in your city" },
    bookmarks: { title: "My Saved Venues", subtitle: "Your bookmarked venues for watching World Cup matches" },
    contact: { title: "Contact Us", subtitle: "Questions, corrections, listings or sponsorship: we would love to hear from you." },
  },
  city: {
    // The page part of the title: "{city} {site} | {site}" in full.
    title: "{city} {site}",
    description: "{count, plural, one {# place} other {# places}} to watch the 2026 World Cup in {city}: sports bars, pubs, fan zones and watch parties.",
    listName: "World Cup watch spots in {city}",
  },
  // What the texts above that speak of the World Cup say once its final is over (shared/tournament.ts
  // copySeason; docs/decisions/045). Titles not named here stay as they are.
  season: {
    pages: {
      faq: {
        title: "FAQ: Watching Football in the US",
        description:
          "Answers for fans watching football in the US: finding a bar for the Premier League, LaLiga, Bundesliga, Serie A or Ligue 1, streaming and TV, supporters' bars, and the 2026 World Cup.",
      },
      submit: { description: "List your bar, pub or watch party for football fans in your city, all season long." },
      bookmarks: { description: "Your bookmarked venues for watching this season's matches" },
    },
    headings: {
      faq: { subtitle: "Everything you need to know about watching football in the US" },
      submit: { subtitle: "Help other fans discover great places to watch football in your city" },
      bookmarks: { subtitle: "Your bookmarked venues for watching this season's matches" },
    },
    city: {
      title: "Where to watch football in {city}",
      description:
        "{count, plural, one {# place} other {# places}} to watch football in {city}: sports bars, pubs and supporters' bars showing this season's matches.",
      listName: "Places to watch football in {city}",
    },
  },
  venue: {
    title: "{venue} in {city}",
    description: "Watch the 2026 World Cup at {venue}, {address}.",
  },
  missing: {
    city: "City not found",
    venue: "Venue not found",
    post: "Blog post not found",
    match: "Match not found",
    team: "Team not covered yet",
    competition: "Competition not covered yet",
  },
  notFound: "404 Page Not Found",
  matches: {
    title: "World Cup 2026 Schedule and Results",
    description: "All 104 matches of the 2026 World Cup: kick-off times in your time zone, results, and where to watch each match in US cities.",
  },
  whatsOn: {
    title: "What's On: Football to Watch This Week",
    description:
      "Every match US fans gather for, from the Premier League to LaLiga: kick-offs in your time zone and how many venues near you are showing each.",
  },
  competitions: {
    title: "Competitions",
    description: "The leagues and tournaments on the site: their fixtures and results, where the data comes from and how recent it is.",
  },
  competition: {
    title: "{name} {season}: Fixtures and Results",
    description: "{name} {season}: every fixture and result, kick-offs in your time zone, and where to watch in US cities.",
  },
  match: {
    title: "{title}, {stage} (Match {number})",
    description: "{title}, World Cup 2026 {stage} at {stadium}, {hostCity} ({kickoff} local time).{result} Where to watch it near you.",
    result: " Result: {result}.",
  },
  team: {
    title: "{team} at the World Cup 2026",
    description: "{team}'s World Cup 2026 matches and results, a calendar to follow them, and supporters' bars to watch them in US cities.",
  },
  clubMatch: {
    title: "{title}, {competition} {round} — where to watch",
    description: "{title}, {competition} {round}, {kickoff}.{result} Bars and watch parties showing it in US cities.",
    result: " Result: {result}.",
  },
  club: {
    title: "{team}: matches and where to watch",
    description: "{team}'s {competitions} matches and results, a calendar to follow them, and supporters' bars to watch them in US cities.",
  },
} as const;
