// The Seattle watch guides an admin can publish in one click ('Seed Seattle Blogs').
// General, factual advice only: no venue names, no fixtures, nothing that goes stale in a week.

export interface GuideSeed {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
}

export const SEATTLE_GUIDES: GuideSeed[] = [
  {
    slug: "seattle-guide-where-to-watch-by-neighborhood",
    title: "Where to watch the World Cup in Seattle: a neighborhood guide",
    excerpt:
      "Capitol Hill, Pioneer Square and SoDo, Ballard or Fremont? Each Seattle neighborhood gives you a different match day. Here is how to choose where to watch.",
    content: `Seattle is a host city for the 2026 World Cup, with matches at Lumen Field. Whether or not you have a ticket, most of your match days will be spent somewhere with a screen and a crowd. The city is compact, but its neighborhoods feel very different, so it is worth picking the right one for the match you care about.

## Pioneer Square and SoDo: closest to the stadium

Lumen Field sits at the south edge of downtown, between **Pioneer Square** and **SoDo**. Pioneer Square is Seattle's oldest neighborhood, with brick buildings, pubs and restaurants a short walk from the stadium. On a match day this is where the atmosphere is loudest, and where fans heading to the game gather before kickoff.

- **Good for:** being part of the match-day crowd, meeting up before or after a game at Lumen Field.
- **Expect:** full bars well before kickoff, lines on the busiest days, and road closures around the stadium.

## Capitol Hill: the densest choice

**Capitol Hill**, just east of downtown, has one of the highest concentrations of bars and restaurants in the city, especially along the Pike/Pine corridor and Broadway. If you want to walk between several places, or find a spot with a crowd supporting a particular team, it is a good bet. Capitol Hill Station on the Link 1 Line makes it easy to reach.

## Ballard: breweries and a relaxed crowd

**Ballard**, in the northwest of the city, has a long Scandinavian and maritime history and is now known for its many breweries and taprooms, plus restaurants along Ballard Avenue and Market Street. Some taprooms show big matches; many welcome families during the day. Check each place's policy for minors before you bring kids.

## Fremont: quirky and walkable

**Fremont**, across the Ship Canal from Ballard, calls itself the "Center of the Universe". It has pubs, breweries and restaurants within a few blocks of each other along the water and up the hill. It is a good choice when you want a calmer match day away from the stadium crowds.

## Tips for every neighborhood

1. **Arrive early for big matches.** Places fill up long before kickoff when a popular team plays.
2. **Ask if they are showing your match with sound.** With several matches a day in the group stage, a bar may have more than one game on.
3. **Check the age policy.** In Washington, some bars are 21 and over while restaurants may allow minors in dining areas.
4. **Save a backup.** Use the heart on a venue card to keep a short list in case your first choice is full.

Browse the Seattle page of this site to see venues by neighborhood, on a list or a map.`,
  },
  {
    slug: "seattle-guide-getting-to-lumen-field-by-light-rail",
    title: "Getting to Lumen Field on match day by Link light rail",
    excerpt:
      "Driving and parking near Lumen Field on a match day is slow and expensive. Link light rail drops you a short walk from the stadium. Here is how to use it.",
    content: `Lumen Field is one of the easiest stadiums in the country to reach without a car. Two Link light rail stations are a short walk away, and the stadium sits next to the city's main train station.

## The stations closest to Lumen Field

- **Stadium Station** (1 Line), a short walk from the stadium on the SoDo side.
- **International District/Chinatown Station** (1 Line), at the north end near King Street Station; from there it is a short walk south to the stadium.
- **Pioneer Square Station**, in the downtown transit tunnel, is a longer but pleasant walk through Pioneer Square.

The 1 Line runs north to south through Seattle, through downtown, Capitol Hill, the University District and on to the north, and south to **SeaTac/Airport Station**. If you fly into Seattle-Tacoma International Airport, you can ride straight from the airport to the stadium area without changing trains.

## Paying your fare

- Use an **ORCA card** (sold at station vending machines) or a mobile ticket in the **Transit GO Ticket** app.
- Tap your ORCA card on the card reader on the platform **before** you board, and follow the station signs for anything else your fare needs.
- Buy or load your fare before match day: machines get busy when a crowd arrives at once.

## Match-day tips

1. **Travel early.** Trains are crowded in the hour before kickoff and right after the final whistle. Arriving early also gives you time to clear stadium security.
2. **Expect a wait after the match.** Tens of thousands of people leave at the same moment. Staying for a drink or a meal nearby and riding later is often faster.
3. **Check for service changes.** Sound Transit and King County Metro publish special service and any planned closures ahead of big events; check them the day before.
4. **Know your bag rules.** Stadiums at major tournaments usually enforce a clear-bag policy. Check the official tournament information for Lumen Field before you go.
5. **Other options:** King Street Station, beside the stadium, serves Amtrak and Sounder commuter trains, and many bus routes stop nearby. Walking from downtown hotels takes 15 to 30 minutes.

## Watching instead of going?

Not going to the match? Pioneer Square and SoDo are still great places to feel the atmosphere, and the same stations put you right in the middle of it.`,
  },
  {
    slug: "seattle-guide-sounders-reign-supporters-culture",
    title: "Seattle soccer culture: the Sounders, the Reign and their supporters",
    excerpt:
      "Seattle has one of the strongest soccer cultures in the US, built by Sounders FC and Seattle Reign FC supporters. Here is what to know before you join the crowd.",
    content: `Seattle did not need a World Cup to fall for soccer. Its clubs fill Lumen Field, and its supporters are known for their noise, their scarves and their march to the stadium.

## Seattle Sounders FC

The **Seattle Sounders** joined Major League Soccer in 2009 and quickly became one of its best-supported clubs, regularly drawing some of the largest crowds in the league at Lumen Field. The club won **MLS Cup in 2016 and 2019** and the **CONCACAF Champions League in 2022**, the first MLS club to win the competition in its modern format. The name goes back further: earlier Sounders teams played in the old North American Soccer League from the 1970s.

## Seattle Reign FC

**Seattle Reign FC** plays in the National Women's Soccer League (NWSL). The club was one of the league's founding members in 2013, played for a few seasons as OL Reign, and returned to the Seattle Reign name in 2024. It has played its home matches at Lumen Field since 2022 and has won the NWSL Shield, the trophy for the best regular-season record, more than once.

## Supporters culture

- **Emerald City Supporters (ECS)** is the largest Sounders supporters group. It fills the south end of the stadium, leads the chants and builds the large displays (tifo) you see before big matches.
- **The March to the Match:** before Sounders home games, fans gather in Pioneer Square and march together to the stadium, with drums and chants. It is a Seattle tradition and a good picture of how the city does match days.
- **Scarves up:** holding your scarf above your head during the pre-match anthem or a big moment is part of the ritual.

## What this means for World Cup fans

Seattle's bars and pubs are used to early kickoffs, big crowds and soccer on the screen, so you will find places that take the World Cup seriously. Local supporters are generally welcoming to visiting fans: wear your colors, learn a chant, and be ready to talk soccer.

A few simple rules make it easy for everyone:

1. **Respect the home crowd's space.** Supporters' sections and bars have their own traditions.
2. **Ask before you change the screen or the sound.** Someone else may be following a different match.
3. **Tip your bar staff.** Match days are long shifts for them too.`,
  },
  {
    slug: "seattle-guide-morning-kickoffs-west-coast",
    title: "Morning kickoffs on the West Coast: planning your match days in Seattle",
    excerpt:
      "Matches played in the east kick off in the morning in Seattle. Here is how to plan breakfast viewings, find places that open early, and pace a long day of football.",
    content: `Seattle runs on Pacific Daylight Time (UTC-7) during the tournament. Matches in the Eastern time zone start three hours earlier on your Seattle clock, so an early-afternoon kickoff on the East Coast is a **morning kickoff** in Seattle.

## Convert the kickoff time

| Kickoff in the Eastern time zone | Kickoff in Seattle |
| --- | --- |
| 12:00 noon | 9:00 a.m. |
| 3:00 p.m. | 12:00 noon |
| 6:00 p.m. | 3:00 p.m. |
| 9:00 p.m. | 6:00 p.m. |

Central time (Dallas, Houston, Kansas City) is two hours ahead of Seattle; the Mexican host cities are one hour ahead during the tournament; Los Angeles, the Bay Area and Vancouver share Seattle's clock. Always check the official schedule in your own time zone: published times are often given in Eastern time.

## Finding a place that opens early

- Not every bar opens in the morning. Look for venues that list early opening for matches, or that serve breakfast or brunch.
- Washington allows licensed venues to serve alcohol from 6 a.m., but each venue decides its own hours. Call ahead or check the venue's own channels the day before.
- Cafés and restaurants with screens are good options for a coffee-and-football morning, and many welcome families.

## Pace a long match day

1. **Eat properly.** A 9 a.m. kickoff can turn into a full day of matches. Have breakfast, and drink water between rounds.
2. **Plan where you will watch the later match.** With several matches a day during the group stage, decide in advance whether you will stay put or move.
3. **Keep a backup list.** Popular spots fill up quickly for big teams; save two or three venues on this site so you have somewhere else to go.
4. **Get home safely.** Link light rail and buses run through the evening; rideshare gets expensive after big matches.

Enjoy the unusual pleasure of a World Cup match with your morning coffee: it is one of the best parts of watching on the West Coast.`,
  },
  {
    slug: "seattle-guide-weather-june-july",
    title: "Seattle weather in June and July: what to expect on match days",
    excerpt:
      "Summer is Seattle's driest and sunniest season, with long evenings and mild temperatures. Here is what to pack and what to watch for during the World Cup.",
    content: `Seattle's reputation for rain comes from its autumn and winter. Summer is different: June and July are usually mild, mostly dry and bright, with very long days.

## What the numbers say

- **Temperatures:** typical daytime highs are around the upper 60s to low 70s °F in June and in the mid 70s °F in July. Nights are cool, often in the 50s °F.
- **Rain:** July is one of the driest months of the year. June can still bring grey mornings and showers, especially early in the month.
- **Daylight:** around the summer solstice the sun rises a little after 5 a.m. and sets after 9 p.m., so an evening match can finish in daylight.

## Heat waves happen

Seattle summers are mild on average, but heat waves do happen: in June 2021 the city set an all-time record above 100 °F. Many older homes and some bars do not have air conditioning. On a hot day:

1. Drink water and take breaks in the shade.
2. Choose venues with air conditioning or good ventilation for indoor viewing.
3. Check on friends and neighbours who are more vulnerable to heat.

## Smoke from wildfires

In some recent summers, smoke from wildfires in the region has reduced air quality for days at a time. Check the air-quality forecast if you plan to watch outdoors, and have an indoor backup.

## What to pack

- **Layers:** a light jacket or hoodie for cool mornings and evenings, especially near the water.
- **Sun protection:** sunglasses, sunscreen and a hat for outdoor fan zones and patios.
- **A light rain shell** for early June, just in case.
- **Comfortable shoes:** you will walk a lot, from the light rail to the stadium and between neighborhoods.

Good weather means patios and outdoor screens will be popular: arrive early if you want a table outside.`,
  },
];
