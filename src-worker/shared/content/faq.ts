// FAQ content shared by the SPA (FAQ page, city page accordion) and the Worker (FAQPage structured data).
// This is the English FAQ; faq.es.ts has the Spanish one with the same structure and facts (the app
// loads only the page's language: src-web/components/faq/faq-content.ts).
// Answers that speak of the tournament as ahead carry an `after` variant: once the final is over the
// site says what happened instead (the spec's text stays the variant before and during).
import type { TournamentPhase } from "../tournament";

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqEntry extends FaqItem {
  /** What the question and answer become once the final is over. */
  after?: Partial<FaqItem>;
}

export interface FaqSource {
  slug: string;
  title: string;
  items: FaqEntry[];
}

export interface FaqCategory {
  slug: string;
  title: string;
  items: FaqItem[];
}

const US_HOST_CITIES =
  "Atlanta, Boston, Dallas, Houston, Kansas City, Los Angeles, Miami, New York/New Jersey, Philadelphia, the San Francisco Bay Area and Seattle";

const FAQ_SOURCE: FaqSource[] = [
  {
    slug: "general-information",
    title: "General Information",
    items: [
      {
        question: "When is the 2026 World Cup?",
        answer:
          "The FIFA World Cup 2026 runs from June 11 to July 19, 2026. The opening match is at Estadio Azteca in Mexico City and the final is on July 19.",
        after: {
          question: "When was the 2026 World Cup?",
          answer:
            "The FIFA World Cup 2026 ran from June 11 to July 19, 2026. The opening match was played at Estadio Azteca in Mexico City and the final on July 19 at MetLife Stadium. Every result is on the Matches page.",
        },
      },
      {
        question: "How many teams and matches are there?",
        answer:
          "48 teams play 104 matches, up from 32 teams and 64 matches in 2022. The teams are drawn into 12 groups of four, and the top two in each group plus the eight best third-placed teams reach a new round of 32.",
        after: {
          question: "How many teams and matches were there?",
          answer:
            "48 teams played 104 matches, up from 32 teams and 64 matches in 2022. The teams were drawn into 12 groups of four, and the top two in each group plus the eight best third-placed teams reached a new round of 32.",
        },
      },
      {
        question: "Which cities are hosting the 2026 World Cup?",
        answer: `There are 16 host cities across the United States, Canada and Mexico. The 11 US host cities are ${US_HOST_CITIES}. Canada's are Toronto and Vancouver, and Mexico's are Mexico City, Guadalajara and Monterrey.`,
        after: {
          question: "Which cities hosted the 2026 World Cup?",
          answer: `There were 16 host cities across the United States, Canada and Mexico. The 11 US host cities were ${US_HOST_CITIES}. Canada's were Toronto and Vancouver, and Mexico's were Mexico City, Guadalajara and Monterrey.`,
        },
      },
      {
        question: "Where is the final?",
        answer: "The final is on July 19, 2026 at MetLife Stadium in East Rutherford, New Jersey, the New York New Jersey host venue.",
        after: {
          question: "Where was the final?",
          answer: "The final was played on July 19, 2026 at MetLife Stadium in East Rutherford, New Jersey, the New York New Jersey host venue.",
        },
      },
      {
        question: "How many matches are played in the United States?",
        answer:
          "78 of the 104 matches are played in the US, including every match from the quarterfinals through the final. The remaining matches are in Canada and Mexico.",
        after: {
          question: "How many matches were played in the United States?",
          answer:
            "78 of the 104 matches were played in the US, including every match from the quarterfinals through the final. The remaining matches were played in Canada and Mexico.",
        },
      },
    ],
  },
  {
    slug: "finding-venues",
    title: "Finding Venues",
    items: [
      {
        question: "How do I find a place to watch near me?",
        answer: "Open All Cities, pick your city, and browse its venues in the list or map view. You can search for your city by name from the home page too.",
      },
      {
        question: "What do the filters mean?",
        answer:
          "Family Friendly, Has Food, Big Screens and Open Late narrow the list by amenities, and the venue type filters let you pick sports bars, pubs, breweries, rooftops, beer gardens, supporters' bars, fan zones and watch parties.",
      },
      {
        question: "How do I know a bar is showing my match?",
        answer:
          "Open the match's page from the schedule: it lists the venues in your city that say they show that match or every match, and the supporters' bars of both teams, each with who confirmed it and when. On busy days bars choose which matches go on the main screen and which get sound, so for an important match call the venue or check its social media on the day.",
      },
      {
        question: "Can I save venues for later?",
        answer:
          "Yes. Tap the bookmark on any venue to save it; no account is needed, and your saved venues are tied to this browser. Saving two or three backups is a good idea for big matches.",
      },
      {
        question: "Where can I find supporters of my team?",
        answer:
          "Each team's page lists its supporters' bars city by city, as the venues told us, next to the team's matches. You can also look for venues tagged Supporters Bar and read the notes, which often say which clubs or national teams gather there.",
      },
    ],
  },
  {
    slug: "streaming",
    title: "Streaming & TV",
    items: [
      {
        question: "What channel is the World Cup on in the US?",
        answer:
          "English-language coverage is on FOX, with some matches on its cable channel FS1. Spanish-language coverage is on Telemundo, with some matches on Universo, and streams on Peacock.",
        after: {
          question: "What channel was the World Cup on in the US?",
          answer:
            "English-language coverage was on FOX, with some matches on its cable channel FS1. Spanish-language coverage was on Telemundo, with some matches on Universo, and streamed on Peacock. Look there for replays and highlights.",
        },
      },
      {
        question: "Can I watch without a cable subscription?",
        answer:
          "FOX and Telemundo are broadcast over the air in most US markets, so an antenna covers many matches. For cable channels and streaming you need a pay-TV login, a live-TV streaming service that carries them, or Peacock for Spanish-language coverage.",
      },
      {
        question: "Why is my stream behind everyone else?",
        answer:
          "Streams usually run some seconds behind over-the-air and cable broadcasts. Turn off score alerts and stay off social media during the match if you want to avoid spoilers.",
      },
      {
        question: "Will bars show matches in Spanish?",
        answer: "Many do, and some show both broadcasts on different screens. Check the venue notes or ask when you call ahead.",
      },
    ],
  },
  {
    slug: "local-events",
    title: "Local Events",
    items: [
      {
        question: "Are there official fan festivals?",
        answer:
          "Host cities are organizing fan festivals and fan zones for the tournament. Dates, locations and entry rules vary by city and can change, so check your host city's official channels for current details.",
        after: {
          question: "Were there official fan festivals?",
          answer:
            "Host cities ran fan festivals and fan zones during the tournament; they ended with it. Bars, breweries and supporters' groups still gather to watch club and national-team football.",
        },
      },
      {
        question: "Does this site list watch parties?",
        answer:
          "Yes. Look for venues tagged Watch Party or Fan Zone on your city page. Always confirm dates and entry details with the organizer before you go.",
      },
      {
        question: "Are there events in cities that are not hosting matches?",
        answer:
          "Yes. Bars, breweries, supporters' groups and some cities run their own watch parties, so you do not need to live in a host city to watch with a crowd.",
      },
      {
        question: "Are watch parties free?",
        answer:
          "Many are free to enter, but some large events and the biggest matches are ticketed or need a reservation. The venue or organizer will say which.",
      },
      {
        question: "How do I get my watch party listed?",
        answer: "Submit the venue hosting it through Submit a Venue and describe the event in the details. Submissions are reviewed within 24-48 hours.",
      },
    ],
  },
  {
    slug: "sponsorships",
    title: "Sponsorships",
    items: [
      {
        question: "How can my venue stand out?",
        answer:
          "You can feature your venue, which gives it 30 days of premium placement on its city page, marked with a Featured badge. Start from Submit a Venue or use Claim & Feature on your venue's page.",
      },
      {
        question: "What is a city sponsorship?",
        answer:
          "A city sponsorship puts your business on a city page as that city's sponsor. It suits local businesses and brands that want to reach fans across a whole city; get in touch through Partner With Us for details.",
      },
      {
        question: "Are sponsored placements labelled?",
        answer: "Always. Featured venues and sponsors are clearly marked, so fans can tell paid placement apart from regular listings.",
      },
      {
        question: "Does paying affect ratings or reviews?",
        answer: "No. Featuring or sponsoring buys visibility, not ratings. Ratings come from real fans, and we do not publish fake reviews.",
      },
    ],
  },
  {
    slug: "travel-ticketing",
    title: "Travel & Ticketing",
    items: [
      {
        question: "Where can I buy match tickets?",
        answer:
          "Only buy tickets through FIFA's official ticketing channels, including its official resale platform. Tickets bought anywhere else may be fake or may be cancelled.",
        after: {
          question: "Can I still buy tickets?",
          answer:
            "No: the 2026 World Cup is over. For future FIFA tournaments, only buy tickets through FIFA's official ticketing channels, including its official resale platform. Tickets bought anywhere else may be fake or may be cancelled.",
        },
      },
      {
        question: "How do I avoid ticket scams?",
        answer:
          "Be wary of sellers on social media, classified ads and unofficial resale sites, and of prices that look too good to be true. Never pay by bank transfer, gift card or cryptocurrency to someone you do not know.",
      },
      {
        question: "Do I need a ticket to watch in a bar?",
        answer:
          "No. Most bars and restaurants are free to enter, though some watch parties are ticketed and popular venues may require a reservation for the biggest matches.",
      },
      {
        question: "How do I get to the stadiums?",
        answer:
          "Several host stadiums are outside the city center and some are not on a rail line. Follow each host city's official match-day transport plan and allow plenty of time.",
      },
      {
        question: "Any tips for traveling between host cities?",
        answer:
          "Distances are large and the host cities span several time zones, so check kickoff times in local time and book travel early. International visitors should check entry requirements for the US, Canada and Mexico well in advance.",
      },
    ],
  },
  {
    slug: "website-info",
    title: "About This Website",
    items: [
      {
        question: "Is this site affiliated with FIFA?",
        answer: "No. This is an independent fan directory and is not affiliated with or endorsed by FIFA. Our own domain is coming soon.",
      },
      {
        question: "Is this site only about the World Cup?",
        answer:
          "No. It began with the 2026 World Cup and now lists every match US fans gather for, all season: the Premier League, LaLiga, the Bundesliga, Serie A and Ligue 1 beside the World Cup. What's On shows the coming matches and how many places in your city have confirmed showing each; Competitions says where each one's fixtures come from and how recent they are.",
      },
      {
        question: "How are venues verified?",
        answer:
          "Venues are verified manually by our team or come from trusted data sources. If you spot something wrong, let us know through the Contact page.",
      },
      {
        question: "How do I submit a venue?",
        answer:
          "Use Submit a Venue, choose the city and fill in the details. Every submission is reviewed, usually within 24-48 hours, and you are e-mailed when it is approved.",
      },
      {
        question: "How often is venue information updated?",
        answer:
          "Venue data is updated weekly and right after new imports and approvals. Opening hours can change during the tournament, so confirm with the venue before big matches.",
        after: {
          answer:
            "Venue data is updated weekly and right after new imports and approvals. Many venues changed their hours for the tournament and may have changed them back, so confirm with the venue before you go.",
        },
      },
      {
        question: "What does featuring a venue include?",
        answer:
          "Featuring gives a venue 30 days of premium placement on its city page, marked as Featured. City sponsorship is also available for businesses that want to support a whole city page.",
      },
      {
        question: "Where do ratings come from?",
        answer: "Ratings come from real fans. We do not create, buy or publish fake reviews.",
      },
    ],
  },
];

const resolve = (item: FaqEntry, phase: TournamentPhase): FaqItem => {
  const { after, ...text } = item;
  return phase === "after" && after ? { ...text, ...after } : text;
};

/** A FAQ source (English here, Spanish in faq.es.ts) as true at this phase of the tournament. */
export function resolveFaq(source: FaqSource[], phase: TournamentPhase): FaqCategory[] {
  return source.map((c) => ({ ...c, items: c.items.map((item) => resolve(item, phase)) }));
}

/** The site FAQ as true at this phase of the tournament. */
export function siteFaq(phase: TournamentPhase): FaqCategory[] {
  return resolveFaq(FAQ_SOURCE, phase);
}

/**
 * Towns that are not host cities themselves but have a host stadium: the host city's matches are
 * played there, and their FAQ must not say the tournament passed them by.
 */
const STADIUM_TOWNS: Record<string, { stadium: string; host: string; final?: boolean }> = {
  "East Rutherford, New Jersey": { stadium: "MetLife Stadium", host: "New York New Jersey", final: true },
  "Arlington, Texas": { stadium: "AT&T Stadium", host: "Dallas" },
};

function stadiumTownAnswer(name: string, town: { stadium: string; host: string; final?: boolean }, over: boolean): string {
  const final = town.final ? ", the final on July 19, 2026 among them" : "";
  return over
    ? `Not as a host city of its own, but ${town.stadium} in ${name} was where the ${town.host} host matches were played${final}.`
    : `Not as a host city of its own, but ${town.stadium} in ${name} is where the ${town.host} host matches are played${final}.`;
}

/** What a city page's FAQ says about its city. */
export interface FaqCity {
  name: string;
  state?: string | null;
  host2026: boolean;
  primaryStadium?: string | null;
}

/** The 7 questions shown on a city page, as true at this phase of the tournament. */
export function cityFaq(city: FaqCity, phase: TournamentPhase = "before"): FaqItem[] {
  const over = phase === "after";
  const { name } = city;
  const town = STADIUM_TOWNS[`${name}, ${city.state ?? ""}`];
  const stadium = city.primaryStadium?.trim();
  const hostAnswer = over
    ? stadium
      ? `Yes. ${name} was one of the 11 US host cities, with matches at ${stadium}.${stadium === "MetLife Stadium" ? " The final on July 19, 2026 was played there." : ""}`
      : `Yes. ${name} was one of the 11 US host cities of the 2026 World Cup.`
    : stadium
      ? `Yes. ${name} is one of the 11 US host cities, with matches at ${stadium}.${
          stadium === "MetLife Stadium" ? " The final on July 19, 2026 is played there." : ""
        }`
      : `Yes. ${name} is one of the 11 US host cities of the 2026 World Cup.`;
  const nonHostAnswer = over
    ? `No. ${name} was not one of the 16 host cities, but every match was broadcast in the US and local bars and restaurants held watch parties. The 11 US host cities were ${US_HOST_CITIES}.`
    : `No. ${name} is not one of the 16 host cities, but every match is broadcast in the US and local bars and restaurants hold watch parties. The 11 US host cities are ${US_HOST_CITIES}.`;

  return [
    over
      ? {
          // After the final the city's question is the season's (docs/decisions/045).
          question: `Where can I watch football in ${name}?`,
          answer: `This page lists sports bars, pubs, restaurants, breweries and supporters' bars in ${name}, with this weekend's Premier League, LaLiga, Bundesliga, Serie A and Ligue 1 matches. Use the Showing match and Supporters of filters to find who shows your match or backs your club, and the other filters for food, big screens, family-friendly spots or late opening.`,
        }
      : {
          question: `Where can I watch World Cup 2026 matches in ${name}?`,
          answer: `This page lists sports bars, pubs, restaurants, breweries and watch parties in ${name}. Use the list or map view and the filters to find food, big screens, family-friendly spots or late opening.`,
        },
    {
      question: `Are there family-friendly places to watch in ${name}?`,
      answer: `Yes. Use the Family Friendly filter to find venues that welcome kids. Some bars become 21+ in the evening, so check the listing and call ahead for late matches.`,
    },
    {
      question: `Do ${name} bars open early for morning kickoffs?`,
      answer: `Some do, especially pubs used to early European matches and restaurants that serve breakfast. Check each listing's hours for the day of the match and confirm with the venue, since early openings and local rules on alcohol service vary.`,
    },
    {
      question: "Do I need a reservation?",
      answer:
        "Not usually, but popular venues fill up well before kickoff for the biggest matches. If a venue takes reservations, book ahead; otherwise arrive early and save a backup venue.",
    },
    {
      question: over ? `Was ${name} a 2026 host city?` : `Is ${name} a 2026 host city?`,
      answer: city.host2026 ? hostAnswer : town ? stadiumTownAnswer(name, town, over) : nonHostAnswer,
    },
    {
      question: `How do I get my venue listed in ${name}?`,
      answer:
        "Use Submit a Venue, choose the city and add your details. Submissions are reviewed within 24-48 hours, and you can feature your venue for 30 days of premium placement, marked as Featured.",
    },
    {
      question: "How up to date are these listings?",
      answer: over
        ? "Venue data is updated weekly and right after new imports and approvals. Many venues changed their hours for the tournament and may have changed them back, so confirm with the venue before you go."
        : "Venue data is updated weekly and right after new imports and approvals. Hours can change during the tournament, so confirm with the venue before you go.",
    },
  ];
}
