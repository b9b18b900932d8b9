// content: the FAQ, About and blog pages, and the city page's FAQ and posts. (The FAQ's questions and
// answers are in shared/content/faq.ts and faq.es.ts: the page loads its language's module only.)
export default {
  faq: {
    breadcrumb: "FAQ",
    quickNav: "Quick Navigation",
    loading: "Loading questions",
    moreTitle: "Still Have Questions?",
    moreText: "Can't find what you're looking for? Browse our city pages or submit your venue to help other fans.",
    browseCities: "Browse Cities",
    submitVenue: "Submit Your Venue",
  },
  cityFaq: {
    heading: "{city} World Cup FAQ",
    more: "More questions about watching the tournament?",
    // After the World Cup's final (docs/decisions/045).
    seasonHeading: "Watching football in {city}: FAQ",
    seasonMore: "More questions about watching football?",
    readAll: "Read the full FAQ",
  },
  cityPosts: {
    heading: "Local Guides & Tips",
    intro: "Articles about watching the World Cup in {city}.",
    seasonIntro: "Articles about watching football in {city}.",
    viewAll: "View All Articles",
  },
  blog: {
    loading: "Loading blog posts",
    failed: "Failed to fetch blog posts",
    retry: "Try again",
    emptyTitle: "No blog posts yet",
    emptyText: "City guides and match-day tips are on their way.",
  },
  post: {
    back: "Back to Blog",
    loading: "Loading blog post",
    byline: "By {author}",
    loadFailed: "Could not load this post",
    missingText: "It may have been moved or removed.",
    failedText: "Please check your connection and try again.",
    retry: "Try again",
    ctaTitle: "Find Your Perfect World Cup Viewing Spot",
    ctaTextBefore: "Browse our directory of the best sports bars, theaters, and fan zones to watch every match of the 2026 World Cup.",
    ctaTextAfter: "Browse our directory of the sports bars, theaters, and fan zones where fans watched the 2026 World Cup, and relive every match on its page.",
    ctaLink: "Browse Venues",
    // A post read under the other language's address: said in the page's language.
    otherLanguage: "This article is only available in Spanish.",
    otherLanguageLink: "See the articles in English",
  },
  about: {
    title: "About {site}",
    subtitle: "{tagline}. {description}.",
    contactPage: "our contact page",
    mission: {
      title: "Our mission",
      before:
        "The 2026 World Cup runs from June 11 to July 19, 2026, with 104 matches and 78 of them in the United States. Most fans will watch with friends in a bar, a restaurant, a theater or a fan zone rather than in a stadium.",
      after:
        "The 2026 World Cup ran from June 11 to July 19, 2026, with 104 matches and 78 of them in the United States. Most fans watched with friends in a bar, a restaurant, a theater or a fan zone rather than in a stadium.",
      season:
        "The 2026 World Cup ran from June 11 to July 19, 2026, with 104 matches and 78 of them in the United States. Now the club season is on: every weekend fans gather for the Premier League, LaLiga, the Bundesliga, Serie A and Ligue 1, with friends in a bar, a pub or a restaurant.",
      goal: "We want every fan to find a good place to watch, with the right screens, food and crowd, in a minute, on a phone, on match day.",
      disclaimer:
        "{site} is an independent fan directory. It is not official and is not affiliated with or endorsed by FIFA, any federation or any host city. Our own domain is coming soon.",
      disclaimerSister:
        "{site} is an independent fan directory. It is not official and is not affiliated with or endorsed by FIFA, any federation or any host city. Our own domain is coming soon; meanwhile, see our sister guide, <link>{sister}</link>.",
    },
    audiences: {
      fans: {
        title: "For fans",
        text: "Browse sports bars, pubs, restaurants, breweries, theaters, fan zones and watch parties city by city. Filter for food, big screens, family-friendly spots and late opening, save venues without an account, rate the places you have been, and read our city guides and match-day tips.",
      },
      venues: {
        title: "For venues",
        text: "Showing the matches? Get listed so fans can find you. Submissions are reviewed within 24-48 hours and you are e-mailed when your venue is live. Want more visibility? Claim & Feature your venue for 30 days of premium placement, clearly marked as Featured.",
        action: "Submit a Venue",
      },
    },
    howItWorks: {
      title: "How it works",
      step: "Step {n, number}: ",
      steps: {
        find: {
          title: "Find your city",
          text: "Search for your city or pick it from the list of about 95 US cities, including all 11 US host cities.",
        },
        compare: {
          title: "Compare the spots",
          text: "See venues on a list or a map and filter by food, big screens, family friendly, late opening and venue type.",
        },
        save: {
          title: "Save and go",
          text: "Tap the heart to save a favorite and a couple of backups, then check with the venue before a big match.",
        },
      },
    },
    values: {
      title: "What we stand for",
      items: {
        honest: {
          title: "Honest listings",
          text: "Venues are checked by people or come from trusted data sources, and every listing shows when it was last updated. Hours come from the venue's own information, never guessed.",
        },
        reviews: {
          title: "No fake reviews",
          text: "Ratings come only from fans using this site, one per fan per venue. We never create, buy or invent ratings or reviews, and a venue with no ratings says so.",
        },
        paid: {
          title: "Paid placement is labelled",
          text: "Featured venues and city sponsors pay for visibility, and they are always marked as Featured or Sponsor. Paying never changes a rating.",
        },
      },
    },
    contact: {
      title: "Get in touch",
      text: "Spotted a wrong listing, want to list your venue, or interested in sponsoring a city? E-mail us at <mail></mail> or use the <form>contact form</form>. We reply within 24 hours.",
    },
    privacy: {
      title: "Privacy",
      intro: "Fans do not need an account, and we do not ask for your name or e-mail to browse, save or rate.",
      items: {
        anonymousId:
          "<b>Anonymous id.</b> On your first visit your browser creates a random id and keeps it in its local storage. Your saved venues and ratings are stored with that id only. Clearing this site's data in your browser removes the id, and the saves tied to it can no longer be reached.",
        admins:
          "<b>What admins see.</b> The site's administrators can see venue submissions (including the contact e-mail you give), purchases of listings, and ratings and saves by anonymous id. They cannot tell who is behind an id.",
        payments:
          "<b>Payments.</b> Payments are processed by Stripe. Card details go to Stripe, never to us; we receive the payment status and the e-mail address you give at checkout.",
        email: "<b>E-mail.</b> If you submit a venue, we e-mail you about that submission (for example when it is approved). No newsletters unless you ask.",
        reminders:
          "<b>Match reminders.</b> If you ask for e-mails before a team's matches, we store your e-mail address, the teams you follow, the city whose venues you want and the language you signed up in, and the time you confirmed. Nothing is sent but the confirmation until you use its link; an address never confirmed is deleted after 7 days. Every reminder has a one-click unsubscribe and a link to your page, where you change what you follow or delete your address and everything with it. Your location, if you share it, only picks the nearest city and is not stored.",
        logs: "<b>Logs and abuse protection.</b> Our servers record each request's path, status and timing to keep the site running, and keep short-lived counters by network address or anonymous id to stop abuse. Maps load tiles from a map tile server, which sees your network address like any website.",
      },
      closing: "No advertising trackers and no selling of data. Questions about your data: <mail></mail>.",
    },
    terms: {
      title: "Terms",
      items: {
        information:
          "Listings are provided for information. Opening hours, screens and which match is shown can change, so confirm with the venue before you go. We are not responsible for venues, events or their entry rules.",
        independent: "This is an independent fan directory, not an official FIFA service. Team, tournament and venue names belong to their owners.",
        review:
          "Venue submissions are reviewed before they are published; we may edit listings for accuracy or decline them. Featured placement lasts 30 days and is always labelled.",
        ratings: "Ratings must be honest and your own: one per fan per venue. We remove ratings made by automated means.",
      },
      questions: "Questions about a payment or a listing: <mail></mail>.",
    },
  },
} as const;
