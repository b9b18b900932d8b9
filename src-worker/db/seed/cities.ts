// The US cities listed on the site: the 11 host cities of the 2026 World Cup plus other cities with a
// strong watching scene. Coordinates are city centres; capacities are approximate tournament figures.
import type { CitySeed } from "./types";

export const CITY_SEEDS: CitySeed[] = [
  // ---------------------------------------------------------------- Alabama
  {
    name: "Birmingham",
    slug: "birmingham",
    state: "Alabama",
    timeZone: "America/Chicago",
    lat: 33.5186,
    lng: -86.8104,
    description:
      "Birmingham Legion FC has given the city a loyal soccer crowd, and downtown, Lakeview and Avondale have plenty of bars with big screens. Alabama runs on Central time, one hour behind the East Coast host cities.",
    heroTitle: "Watch the World Cup in Birmingham",
    heroSubtitle: "Bars and watch parties from downtown to Avondale",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Birmingham, AL: sports bars, pubs and watch parties in downtown, Lakeview and Avondale.",
  },
  {
    name: "Huntsville",
    slug: "huntsville",
    state: "Alabama",
    timeZone: "America/Chicago",
    lat: 34.7304,
    lng: -86.5861,
    description:
      "Huntsville City FC, the MLS NEXT Pro side at Joe Davis Stadium, has built a local soccer following in the Rocket City. Downtown and the Campus No. 805 area are natural places to gather for a match.",
    heroTitle: "Watch the World Cup in Huntsville",
    heroSubtitle: "Sports bars and taprooms showing every big match",
    seoMetaDesc:
      "Find places to watch World Cup 2026 matches in Huntsville, AL: sports bars, taprooms and family-friendly spots with big screens.",
  },
  {
    name: "Montgomery",
    slug: "montgomery",
    state: "Alabama",
    timeZone: "America/Chicago",
    lat: 32.3792,
    lng: -86.3077,
    description:
      "Downtown Montgomery, around the riverfront and the Alley entertainment district, is the easiest place to find a match on a big screen. The nearest host stadium is Mercedes-Benz Stadium in Atlanta, roughly a two-and-a-half-hour drive east.",
    heroTitle: "Watch the World Cup in Montgomery",
    heroSubtitle: "Riverfront bars and restaurants with the match on",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Montgomery, AL: bars and restaurants showing matches downtown and near the riverfront.",
  },
  {
    name: "Mobile",
    slug: "mobile",
    state: "Alabama",
    timeZone: "America/Chicago",
    lat: 30.6954,
    lng: -88.0399,
    description:
      "Downtown Mobile's Dauphin Street bar district is the obvious first stop for watching a match with a crowd. Kickoffs here are on Central time, an hour earlier than the Eastern-time listings.",
    heroTitle: "Watch the World Cup in Mobile",
    heroSubtitle: "Dauphin Street bars and Gulf Coast watch spots",
    seoMetaDesc:
      "Find bars and restaurants showing World Cup 2026 matches in Mobile, AL, from Dauphin Street to the rest of downtown.",
  },

  // ---------------------------------------------------------------- Arizona
  {
    name: "Phoenix",
    slug: "phoenix",
    state: "Arizona",
    timeZone: "America/Phoenix",
    lat: 33.4484,
    lng: -112.074,
    description:
      "Phoenix Rising FC has a solid local following, and downtown and Roosevelt Row are easy places to find a screen and some air conditioning. Arizona does not observe daylight saving time, so during the tournament Phoenix is on the same clock as Los Angeles.",
    heroTitle: "Watch the World Cup in Phoenix",
    heroSubtitle: "Air-conditioned sports bars and pubs across the Valley",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Phoenix: sports bars, pubs and watch parties downtown and on Roosevelt Row. Kickoffs on Arizona time.",
  },
  {
    name: "Tucson",
    slug: "tucson",
    state: "Arizona",
    timeZone: "America/Phoenix",
    lat: 32.2226,
    lng: -110.9747,
    description:
      "Tucson's soccer culture is shaped by its closeness to Mexico, and Fourth Avenue and downtown's Congress Street are where fans tend to gather. Like the rest of Arizona it stays on Mountain Standard Time, which matches Pacific time in June and July.",
    heroTitle: "Watch the World Cup in Tucson",
    heroSubtitle: "Fourth Avenue, Congress Street and beyond",
    seoMetaDesc:
      "Find bars and restaurants showing World Cup 2026 matches in Tucson, AZ, from Fourth Avenue to downtown Congress Street.",
  },
  {
    name: "Mesa",
    slug: "mesa",
    state: "Arizona",
    timeZone: "America/Phoenix",
    lat: 33.4152,
    lng: -111.8315,
    description:
      "Downtown Mesa along Main Street, on the Valley Metro light rail, is a relaxed alternative to the bigger Phoenix and Tempe crowds. Arizona skips daylight saving time, so summer kickoffs line up with Pacific time.",
    heroTitle: "Watch the World Cup in Mesa",
    heroSubtitle: "East Valley sports bars and family-friendly spots",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Mesa, AZ: sports bars, restaurants and family-friendly spots in downtown Mesa and the East Valley.",
  },
  {
    name: "Scottsdale",
    slug: "scottsdale",
    state: "Arizona",
    timeZone: "America/Phoenix",
    lat: 33.4942,
    lng: -111.9261,
    description:
      "Old Town Scottsdale packs bars, patios and restaurants into a few walkable blocks, so finding a room with the match on is easy. With June and July heat, indoor screens and shaded, misted patios are the norm.",
    heroTitle: "Watch the World Cup in Scottsdale",
    heroSubtitle: "Old Town bars, patios and rooftops",
    seoMetaDesc:
      "Find Old Town Scottsdale bars, patios and restaurants showing World Cup 2026 matches, with hours, screens and amenities.",
  },

  // ---------------------------------------------------------------- California
  {
    name: "Los Angeles",
    slug: "los-angeles",
    state: "California",
    timeZone: "America/Los_Angeles",
    lat: 34.0522,
    lng: -118.2437,
    description:
      "SoFi Stadium in Inglewood hosts Los Angeles' 2026 matches, including the United States' opening match on June 12, in a city with LAFC, the LA Galaxy and Angel City FC. Downtown, Koreatown and the Arts District fill up on match days; remember that a 3pm Eastern kickoff is noon in LA.",
    heroTitle: "Watch the World Cup in Los Angeles",
    heroSubtitle: "Host city: bars, rooftops and watch parties across LA",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Los Angeles: sports bars, rooftops and watch parties near SoFi Stadium, Downtown and Koreatown.",
    host2026: { primaryStadium: "SoFi Stadium", stadiumCapacity: 70000 },
  },
  {
    name: "San Francisco",
    slug: "san-francisco",
    state: "California",
    timeZone: "America/Los_Angeles",
    lat: 37.7749,
    lng: -122.4194,
    description:
      "The San Francisco Bay Area is a 2026 host region, with its matches at Levi's Stadium in Santa Clara, about 45 miles south of the city. In San Francisco itself, the Mission, SoMa and North Beach have long shown international football, and the region's clubs include the San Jose Earthquakes and NWSL side Bay FC.",
    heroTitle: "Watch the World Cup in San Francisco",
    heroSubtitle: "Bay Area host city: pubs, taprooms and watch parties",
    seoMetaDesc:
      "Where to watch World Cup 2026 in San Francisco and the Bay Area: pubs, sports bars and taprooms in the Mission, SoMa and beyond.",
    host2026: { primaryStadium: "Levi's Stadium", stadiumCapacity: 71000 },
  },
  {
    name: "San Diego",
    slug: "san-diego",
    state: "California",
    timeZone: "America/Los_Angeles",
    lat: 32.7157,
    lng: -117.1611,
    description:
      "San Diego now has MLS side San Diego FC and the NWSL's San Diego Wave, and the Gaslamp Quarter, North Park and Little Italy are busy on big match days. The nearest host stadium is SoFi in Los Angeles, roughly two hours north without traffic.",
    heroTitle: "Watch the World Cup in San Diego",
    heroSubtitle: "Gaslamp bars, North Park pubs and beach watch spots",
    seoMetaDesc:
      "Find bars, breweries and watch parties for World Cup 2026 in San Diego: Gaslamp Quarter, North Park, Little Italy and more.",
  },
  {
    name: "San Jose",
    slug: "san-jose",
    state: "California",
    timeZone: "America/Los_Angeles",
    lat: 37.3382,
    lng: -121.8863,
    description:
      "San Jose is the closest big city to Levi's Stadium in neighboring Santa Clara, which makes it a natural base for the Bay Area's host matches. The San Jose Earthquakes and Bay FC both play at PayPal Park.",
    heroTitle: "Watch the World Cup in San Jose",
    heroSubtitle: "Minutes from the Bay Area's host stadium",
    seoMetaDesc:
      "Where to watch World Cup 2026 in San Jose, CA, near Levi's Stadium: sports bars, pubs and watch parties downtown and beyond.",
  },
  {
    name: "Sacramento",
    slug: "sacramento",
    state: "California",
    timeZone: "America/Los_Angeles",
    lat: 38.5816,
    lng: -121.4944,
    description:
      "Sacramento Republic FC has one of the most loyal followings outside MLS, and Midtown and downtown's K Street are easy places to find a match. The Bay Area's host matches at Levi's Stadium are about a two-hour drive away.",
    heroTitle: "Watch the World Cup in Sacramento",
    heroSubtitle: "Midtown pubs and downtown sports bars",
    seoMetaDesc:
      "Find sports bars, pubs and taprooms showing World Cup 2026 matches in Sacramento, from Midtown to downtown K Street.",
  },
  {
    name: "Oakland",
    slug: "oakland",
    state: "California",
    timeZone: "America/Los_Angeles",
    lat: 37.8044,
    lng: -122.2712,
    description:
      "Oakland supports its own club, Oakland Roots SC, and Fruitvale, Temescal and downtown make international football easy to find. Levi's Stadium, the Bay Area host venue, is about 40 miles south.",
    heroTitle: "Watch the World Cup in Oakland",
    heroSubtitle: "East Bay bars, taprooms and community watch parties",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Oakland: bars, taprooms and watch parties in downtown, Fruitvale and Temescal.",
  },
  {
    name: "Long Beach",
    slug: "long-beach",
    state: "California",
    timeZone: "America/Los_Angeles",
    lat: 33.7701,
    lng: -118.1937,
    description:
      "Long Beach is about 20 miles south of SoFi Stadium, so its downtown and Belmont Shore bars are a practical base on Los Angeles match days. Kickoffs are on Pacific time, three hours behind the East Coast.",
    heroTitle: "Watch the World Cup in Long Beach",
    heroSubtitle: "Downtown and Belmont Shore watch spots",
    seoMetaDesc:
      "Find bars and restaurants showing World Cup 2026 matches in Long Beach, CA, from downtown to Belmont Shore, near LA's host stadium.",
  },

  // ---------------------------------------------------------------- Colorado
  {
    name: "Denver",
    slug: "denver",
    state: "Colorado",
    timeZone: "America/Denver",
    lat: 39.7392,
    lng: -104.9903,
    description:
      "Denver's LoDo and RiNo neighborhoods are full of bars and breweries that show soccer, and the Colorado Rapids play in nearby Commerce City. On Mountain time, a 3pm Eastern kickoff is 1pm in Denver.",
    heroTitle: "Watch the World Cup in Denver",
    heroSubtitle: "LoDo sports bars and RiNo breweries",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Denver: sports bars in LoDo, breweries in RiNo and watch parties across the Mile High City.",
  },
  {
    name: "Colorado Springs",
    slug: "colorado-springs",
    state: "Colorado",
    timeZone: "America/Denver",
    lat: 38.8339,
    lng: -104.8214,
    description:
      "Colorado Springs Switchbacks FC play downtown at Weidner Field, and the blocks around Tejon Street are the easiest place to find a bar with the match on.",
    heroTitle: "Watch the World Cup in Colorado Springs",
    heroSubtitle: "Downtown bars and taprooms near Tejon Street",
    seoMetaDesc:
      "Find bars and taprooms showing World Cup 2026 matches in Colorado Springs, from downtown Tejon Street to Old Colorado City.",
  },
  {
    name: "Boulder",
    slug: "boulder",
    state: "Colorado",
    timeZone: "America/Denver",
    lat: 40.015,
    lng: -105.2705,
    description:
      "Boulder's Pearl Street and its many craft breweries give fans relaxed places to watch, and Denver's bigger soccer bars are about 30 miles away. Matches are on Mountain time.",
    heroTitle: "Watch the World Cup in Boulder",
    heroSubtitle: "Brewpubs and patios around Pearl Street",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Boulder, CO: brewpubs, bars and patios around Pearl Street showing the big matches.",
  },
  {
    name: "Aurora",
    slug: "aurora-co",
    state: "Colorado",
    timeZone: "America/Denver",
    lat: 39.7294,
    lng: -104.8319,
    description:
      "Aurora is one of Colorado's most diverse cities, and restaurants and bars along East Colfax serve fans of many national teams. Downtown Denver's soccer bars are a short drive west.",
    heroTitle: "Watch the World Cup in Aurora",
    heroSubtitle: "Community restaurants and bars along East Colfax",
    seoMetaDesc:
      "Find restaurants and bars showing World Cup 2026 matches in Aurora, Colorado, along East Colfax and across the city.",
  },

  // ---------------------------------------------------------------- Florida
  {
    name: "Miami",
    slug: "miami",
    state: "Florida",
    timeZone: "America/New_York",
    lat: 25.7617,
    lng: -80.1918,
    description:
      "Hard Rock Stadium in Miami Gardens hosts matches in 2026, and Miami's Latin American and Caribbean communities make it one of the most football-mad cities in the country. Brickell, Wynwood and Little Havana are busy on match days, and Inter Miami CF has turned MLS into a major local draw.",
    heroTitle: "Watch the World Cup in Miami",
    heroSubtitle: "Host city: from Brickell rooftops to Calle Ocho",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Miami: sports bars, rooftops and watch parties in Brickell, Wynwood, Little Havana and South Beach.",
    host2026: { primaryStadium: "Hard Rock Stadium", stadiumCapacity: 65000 },
  },
  {
    name: "Orlando",
    slug: "orlando",
    state: "Florida",
    timeZone: "America/New_York",
    lat: 28.5383,
    lng: -81.3792,
    description:
      "Orlando City SC and the Orlando Pride play downtown at Inter&Co Stadium, and the city has a well-established soccer bar scene. The closest host stadium is Hard Rock Stadium in Miami Gardens, about three and a half hours south.",
    heroTitle: "Watch the World Cup in Orlando",
    heroSubtitle: "Downtown pubs and sports bars in a proper soccer city",
    seoMetaDesc:
      "Find pubs, sports bars and watch parties for World Cup 2026 in Orlando, from downtown to Mills 50 and beyond.",
  },
  {
    name: "Tampa",
    slug: "tampa",
    state: "Florida",
    timeZone: "America/New_York",
    lat: 27.9506,
    lng: -82.4572,
    description:
      "Tampa Bay's soccer history runs from the original Tampa Bay Rowdies of the 1970s to the current USL club of the same name, and Ybor City and the Channel District are good starting points for finding a match.",
    heroTitle: "Watch the World Cup in Tampa",
    heroSubtitle: "Ybor City bars and waterfront watch spots",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Tampa: sports bars, pubs and watch parties in Ybor City, the Channel District and downtown.",
  },
  {
    name: "Jacksonville",
    slug: "jacksonville",
    state: "Florida",
    timeZone: "America/New_York",
    lat: 30.3322,
    lng: -81.6557,
    description:
      "Jacksonville's bars in San Marco, Riverside and out at the beaches show the big matches, and Eastern time means most kickoffs land at convenient hours.",
    heroTitle: "Watch the World Cup in Jacksonville",
    heroSubtitle: "Riverside, San Marco and beach bars",
    seoMetaDesc:
      "Find sports bars and pubs showing World Cup 2026 matches in Jacksonville, FL, from Riverside and San Marco to the beaches.",
  },
  {
    name: "Fort Lauderdale",
    slug: "fort-lauderdale",
    state: "Florida",
    timeZone: "America/New_York",
    lat: 26.1224,
    lng: -80.1373,
    description:
      "Fort Lauderdale shares the South Florida host region with Miami, and Hard Rock Stadium in Miami Gardens is only about 20 miles south. Las Olas Boulevard and the beachfront bars are the usual gathering points.",
    heroTitle: "Watch the World Cup in Fort Lauderdale",
    heroSubtitle: "Las Olas and beachfront bars near Miami's host stadium",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Fort Lauderdale: bars on Las Olas and the beach, a short drive from Hard Rock Stadium.",
  },

  // ---------------------------------------------------------------- Georgia
  {
    name: "Atlanta",
    slug: "atlanta",
    state: "Georgia",
    timeZone: "America/New_York",
    lat: 33.749,
    lng: -84.388,
    description:
      "Mercedes-Benz Stadium, home of Atlanta United, hosts matches in 2026 including a semifinal, and the club's huge crowds have made Atlanta one of the strongest soccer cities in MLS. Midtown, Castleberry Hill and the Old Fourth Ward along the BeltLine are where to look for a match-day crowd.",
    heroTitle: "Watch the World Cup in Atlanta",
    heroSubtitle: "Host city: supporters' bars, beer gardens and BeltLine patios",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Atlanta: sports bars, beer gardens and watch parties in Midtown, Castleberry Hill and the BeltLine.",
    host2026: { primaryStadium: "Mercedes-Benz Stadium", stadiumCapacity: 75000 },
  },
  {
    name: "Savannah",
    slug: "savannah",
    state: "Georgia",
    timeZone: "America/New_York",
    lat: 32.0809,
    lng: -81.0912,
    description:
      "Savannah's historic district and River Street are walkable places to catch a match, and Atlanta's host matches at Mercedes-Benz Stadium are about a four-hour drive away.",
    heroTitle: "Watch the World Cup in Savannah",
    heroSubtitle: "Historic district pubs and River Street bars",
    seoMetaDesc:
      "Find pubs and bars showing World Cup 2026 matches in Savannah, GA, across the historic district and River Street.",
  },

  // ---------------------------------------------------------------- Illinois
  {
    name: "Chicago",
    slug: "chicago",
    state: "Illinois",
    timeZone: "America/Chicago",
    lat: 41.8781,
    lng: -87.6298,
    description:
      "Chicago is not a 2026 host city, but Soldier Field hosted the opening match of the 1994 World Cup, and the city has Chicago Fire FC, the NWSL's Chicago Stars and long-established soccer bars in Wicker Park, Lincoln Park and Pilsen. On Central time, East Coast kickoffs arrive an hour earlier.",
    heroTitle: "Watch the World Cup in Chicago",
    heroSubtitle: "Neighborhood soccer pubs in one of America's great football cities",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Chicago: soccer pubs, sports bars and watch parties in Wicker Park, Pilsen, Lincoln Park and more.",
  },
  {
    name: "Aurora",
    slug: "aurora-il",
    state: "Illinois",
    timeZone: "America/Chicago",
    lat: 41.7606,
    lng: -88.3201,
    description:
      "Aurora, the second-largest city in Illinois, sits on the Fox River about 40 miles west of Chicago; its downtown and surrounding suburbs have sports bars for the big matches, and Chicago's soccer pubs are a Metra ride away.",
    heroTitle: "Watch the World Cup in Aurora",
    heroSubtitle: "Fox River sports bars and suburban watch spots",
    seoMetaDesc:
      "Find sports bars and restaurants showing World Cup 2026 matches in Aurora, Illinois, downtown and across the Fox Valley.",
  },
  {
    name: "Naperville",
    slug: "naperville",
    state: "Illinois",
    timeZone: "America/Chicago",
    lat: 41.7508,
    lng: -88.1535,
    description:
      "Naperville's downtown along the Riverwalk has restaurants and bars that put big matches on, and the Metra BNSF line makes Chicago's soccer pubs an easy trip.",
    heroTitle: "Watch the World Cup in Naperville",
    heroSubtitle: "Family-friendly spots and sports bars near the Riverwalk",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Naperville, IL: sports bars, restaurants and family-friendly spots near the downtown Riverwalk.",
  },

  // ---------------------------------------------------------------- Indiana
  {
    name: "Indianapolis",
    slug: "indianapolis",
    state: "Indiana",
    timeZone: "America/Indiana/Indianapolis",
    lat: 39.7684,
    lng: -86.1581,
    description:
      "Indy Eleven keep a strong soccer following in Indianapolis, and Mass Ave, Fountain Square and downtown are where fans tend to gather. Indianapolis is on Eastern time, so kickoffs line up with the East Coast host cities.",
    heroTitle: "Watch the World Cup in Indianapolis",
    heroSubtitle: "Mass Ave pubs and downtown sports bars",
    seoMetaDesc:
      "Find sports bars, pubs and watch parties for World Cup 2026 in Indianapolis: Mass Ave, Fountain Square and downtown.",
  },
  {
    name: "Fort Wayne",
    slug: "fort-wayne",
    state: "Indiana",
    timeZone: "America/Indiana/Indianapolis",
    lat: 41.0793,
    lng: -85.1394,
    description:
      "Fort Wayne's downtown, around Parkview Field and The Landing, has bars and restaurants for the big matches; like most of Indiana, the city runs on Eastern time.",
    heroTitle: "Watch the World Cup in Fort Wayne",
    heroSubtitle: "Downtown bars and restaurants with the match on",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Fort Wayne, IN: downtown bars and restaurants near Parkview Field and The Landing.",
  },

  // ---------------------------------------------------------------- Louisiana
  {
    name: "New Orleans",
    slug: "new-orleans",
    state: "Louisiana",
    timeZone: "America/Chicago",
    lat: 29.9511,
    lng: -90.0715,
    description:
      "New Orleans never needs an excuse for a watch party, and the French Quarter, the Marigny and Mid-City all have bars with screens. Houston's host matches at NRG Stadium are about five and a half hours west on I-10.",
    heroTitle: "Watch the World Cup in New Orleans",
    heroSubtitle: "French Quarter pubs and neighborhood bars",
    seoMetaDesc:
      "Find bars and pubs showing World Cup 2026 matches in New Orleans: the French Quarter, Marigny, Mid-City and beyond.",
  },
  {
    name: "Baton Rouge",
    slug: "baton-rouge",
    state: "Louisiana",
    timeZone: "America/Chicago",
    lat: 30.4515,
    lng: -91.1871,
    description:
      "Downtown Baton Rouge and the bars near LSU are the main places to watch, and the nearest host city is Houston, roughly four hours west on I-10.",
    heroTitle: "Watch the World Cup in Baton Rouge",
    heroSubtitle: "Downtown and college-town sports bars",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Baton Rouge, LA: sports bars and restaurants downtown and near the LSU campus.",
  },

  // ---------------------------------------------------------------- Massachusetts
  {
    name: "Boston",
    slug: "boston",
    state: "Massachusetts",
    timeZone: "America/New_York",
    lat: 42.3601,
    lng: -71.0589,
    description:
      "Boston's host matches are played at Gillette Stadium in Foxborough, home of the New England Revolution, roughly 25 miles southwest of downtown. Fenway, South Boston and the pubs around Faneuil Hall have a long habit of early-morning Premier League crowds that carries straight into the World Cup.",
    heroTitle: "Watch the World Cup in Boston",
    heroSubtitle: "Host city: Irish pubs, sports bars and Seaport rooftops",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Boston: pubs, sports bars and rooftops in Fenway, Southie, the Seaport and downtown.",
    host2026: { primaryStadium: "Gillette Stadium", stadiumCapacity: 65000 },
  },
  {
    name: "Cambridge",
    slug: "cambridge-ma",
    state: "Massachusetts",
    timeZone: "America/New_York",
    lat: 42.3736,
    lng: -71.1097,
    description:
      "Cambridge's Central, Harvard and Porter squares have pubs used to early-morning European football crowds, and the Red Line puts downtown Boston minutes away. The Boston-area host matches are at Gillette Stadium in Foxborough.",
    heroTitle: "Watch the World Cup in Cambridge",
    heroSubtitle: "Square-by-square pubs and bars",
    seoMetaDesc:
      "Find pubs and bars showing World Cup 2026 matches in Cambridge, MA, in Central, Harvard, Inman and Porter squares.",
  },
  {
    name: "Worcester",
    slug: "worcester",
    state: "Massachusetts",
    timeZone: "America/New_York",
    lat: 42.2626,
    lng: -71.8023,
    description:
      "Worcester's Canal District and Shrewsbury Street are the city's main bar strips, and Gillette Stadium, the Boston-area host venue in Foxborough, is within about an hour's drive.",
    heroTitle: "Watch the World Cup in Worcester",
    heroSubtitle: "Canal District and Shrewsbury Street watch spots",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Worcester, MA: bars and restaurants in the Canal District and on Shrewsbury Street.",
  },
  {
    name: "Springfield",
    slug: "springfield-ma",
    state: "Massachusetts",
    timeZone: "America/New_York",
    lat: 42.1015,
    lng: -72.5898,
    description:
      "Springfield and the surrounding Pioneer Valley have bars and restaurants that put big matches on, and Gillette Stadium, the Boston-area host venue, is about 80 miles east.",
    heroTitle: "Watch the World Cup in Springfield",
    heroSubtitle: "Western Massachusetts bars and watch spots",
    seoMetaDesc:
      "Find bars and restaurants showing World Cup 2026 matches in Springfield, Massachusetts, and the Pioneer Valley.",
  },

  // ---------------------------------------------------------------- Michigan
  {
    name: "Detroit",
    slug: "detroit",
    state: "Michigan",
    timeZone: "America/Detroit",
    lat: 42.3314,
    lng: -83.0458,
    description:
      "Detroit City FC's passionate supporters have made Detroit a real soccer town, and Corktown, Midtown and downtown have plenty of bars that show matches. Michigan is on Eastern time, matching the East Coast host cities.",
    heroTitle: "Watch the World Cup in Detroit",
    heroSubtitle: "Corktown pubs and downtown sports bars",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Detroit: soccer pubs, sports bars and watch parties in Corktown, Midtown and downtown.",
  },
  {
    name: "Grand Rapids",
    slug: "grand-rapids",
    state: "Michigan",
    timeZone: "America/Detroit",
    lat: 42.9634,
    lng: -85.6681,
    description:
      "Grand Rapids is known for its breweries, and its downtown and West Side taprooms are relaxed places to watch a match. Michigan runs on Eastern time.",
    heroTitle: "Watch the World Cup in Grand Rapids",
    heroSubtitle: "Taprooms and sports bars in Beer City",
    seoMetaDesc:
      "Find taprooms, sports bars and pubs showing World Cup 2026 matches in Grand Rapids, MI, downtown and on the West Side.",
  },
  {
    name: "Ann Arbor",
    slug: "ann-arbor",
    state: "Michigan",
    timeZone: "America/Detroit",
    lat: 42.2808,
    lng: -83.743,
    description:
      "Ann Arbor's Main Street and the bars near the University of Michigan campus make it easy to find a match, and Detroit's soccer crowds are under an hour east.",
    heroTitle: "Watch the World Cup in Ann Arbor",
    heroSubtitle: "Main Street bars and campus-town pubs",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Ann Arbor, MI: pubs and sports bars on Main Street and near campus.",
  },

  // ---------------------------------------------------------------- Minnesota
  {
    name: "Minneapolis",
    slug: "minneapolis",
    state: "Minnesota",
    timeZone: "America/Chicago",
    lat: 44.9778,
    lng: -93.265,
    description:
      "Minneapolis neighborhoods like the North Loop, Northeast and Uptown have bars and taprooms used to soccer crowds, and Minnesota United play just across the river in Saint Paul. On Central time, East Coast evening kickoffs start an hour earlier.",
    heroTitle: "Watch the World Cup in Minneapolis",
    heroSubtitle: "Northeast taprooms and North Loop bars",
    seoMetaDesc:
      "Find bars and taprooms showing World Cup 2026 matches in Minneapolis: North Loop, Northeast, Uptown and downtown.",
  },
  {
    name: "Saint Paul",
    slug: "saint-paul",
    state: "Minnesota",
    timeZone: "America/Chicago",
    lat: 44.9537,
    lng: -93.09,
    description:
      "Saint Paul is home to Allianz Field, where Minnesota United play, and the Midway neighborhood around the stadium and downtown's Lowertown are natural match-day gathering points.",
    heroTitle: "Watch the World Cup in Saint Paul",
    heroSubtitle: "Midway and Lowertown watch spots",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Saint Paul, MN: bars and restaurants near Allianz Field, in Lowertown and downtown.",
  },

  // ---------------------------------------------------------------- Missouri
  {
    name: "Kansas City",
    slug: "kansas-city",
    state: "Missouri",
    timeZone: "America/Chicago",
    lat: 39.0997,
    lng: -94.5786,
    description:
      "Kansas City's host matches are at Arrowhead Stadium, in a metro that is home to Sporting KC and the NWSL's KC Current, whose riverfront stadium was the first built for a women's professional team. Power & Light, the Crossroads and Westport will be busy on match days, and kickoffs here are on Central time.",
    heroTitle: "Watch the World Cup in Kansas City",
    heroSubtitle: "Host city: Power & Light, Crossroads and Westport",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Kansas City: sports bars, breweries and watch parties in Power & Light, the Crossroads and Westport.",
    host2026: { primaryStadium: "Arrowhead Stadium", stadiumCapacity: 73000 },
  },
  {
    name: "St. Louis",
    slug: "st-louis",
    state: "Missouri",
    timeZone: "America/Chicago",
    lat: 38.627,
    lng: -90.1994,
    description:
      "St. Louis has one of the oldest soccer traditions in the country (five players on the US team that beat England at the 1950 World Cup came from the city), and St. Louis City SC now draws big crowds downtown. Soulard and The Grove are good places to watch; Kansas City's host matches are about four hours west.",
    heroTitle: "Watch the World Cup in St. Louis",
    heroSubtitle: "Soulard pubs and downtown soccer bars",
    seoMetaDesc:
      "Find soccer bars, pubs and watch parties for World Cup 2026 in St. Louis: downtown, Soulard, The Grove and more.",
  },
  {
    name: "Springfield",
    slug: "springfield-mo",
    state: "Missouri",
    timeZone: "America/Chicago",
    lat: 37.209,
    lng: -93.2923,
    description:
      "Downtown Springfield and Commercial Street have bars and taprooms for the big matches, and Kansas City's host matches at Arrowhead Stadium are about a three-hour drive north.",
    heroTitle: "Watch the World Cup in Springfield",
    heroSubtitle: "Downtown and Commercial Street watch spots",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Springfield, Missouri: bars and taprooms downtown and on Commercial Street.",
  },

  // ---------------------------------------------------------------- Nevada
  {
    name: "Las Vegas",
    slug: "las-vegas",
    state: "Nevada",
    timeZone: "America/Los_Angeles",
    lat: 36.1699,
    lng: -115.1398,
    description:
      "Casino sportsbooks, Strip bars and off-Strip pubs all show matches, and the city's USL side, Las Vegas Lights FC, plays at Cashman Field. Nevada is on Pacific time, and the nearest host stadium, SoFi in Los Angeles, is about a four-hour drive.",
    heroTitle: "Watch the World Cup in Las Vegas",
    heroSubtitle: "Sportsbooks, pubs and watch parties on and off the Strip",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Las Vegas: sportsbooks, sports bars and pubs on the Strip, downtown and off-Strip.",
  },
  {
    name: "Reno",
    slug: "reno",
    state: "Nevada",
    timeZone: "America/Los_Angeles",
    lat: 39.5296,
    lng: -119.8138,
    description:
      "Reno's downtown and Midtown districts have casino sports bars and pubs for the big matches, and the Bay Area's host matches at Levi's Stadium are about a four-hour drive over the Sierra.",
    heroTitle: "Watch the World Cup in Reno",
    heroSubtitle: "Midtown pubs and downtown sports bars",
    seoMetaDesc:
      "Find sports bars and pubs showing World Cup 2026 matches in Reno, NV, downtown and in Midtown.",
  },

  // ---------------------------------------------------------------- New Jersey
  {
    name: "Newark",
    slug: "newark-nj",
    state: "New Jersey",
    timeZone: "America/New_York",
    lat: 40.7357,
    lng: -74.1724,
    description:
      "Newark's Ironbound, with its Portuguese, Brazilian and wider Latin American communities, is one of the best places in the country to watch international football. MetLife Stadium, which hosts the 2026 final, is about 10 miles away, and Red Bull Arena sits just across the Passaic River in Harrison.",
    heroTitle: "Watch the World Cup in Newark",
    heroSubtitle: "Ironbound cafes, restaurants and bars",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Newark, NJ: Ironbound restaurants and bars near MetLife Stadium, host of the final.",
  },
  {
    name: "Jersey City",
    slug: "jersey-city",
    state: "New Jersey",
    timeZone: "America/New_York",
    lat: 40.7178,
    lng: -74.0431,
    description:
      "Jersey City faces Lower Manhattan across the Hudson, with bars around Grove Street and Newport an easy PATH ride from New York. MetLife Stadium, host of the 2026 final, is in the nearby Meadowlands.",
    heroTitle: "Watch the World Cup in Jersey City",
    heroSubtitle: "Grove Street bars across the river from Manhattan",
    seoMetaDesc:
      "Find bars and restaurants showing World Cup 2026 matches in Jersey City, NJ, around Grove Street, Newport and downtown.",
  },
  {
    name: "Hoboken",
    slug: "hoboken",
    state: "New Jersey",
    timeZone: "America/New_York",
    lat: 40.744,
    lng: -74.0324,
    description:
      "Hoboken's Washington Street is lined with bars and restaurants, and Hoboken Terminal's NJ Transit trains make it a handy base for the New York New Jersey host region, whose matches, including the final, are at MetLife Stadium.",
    heroTitle: "Watch the World Cup in Hoboken",
    heroSubtitle: "Washington Street bars in the host region",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Hoboken, NJ: Washington Street bars and pubs in the New York New Jersey host region.",
  },
  {
    name: "East Rutherford",
    slug: "east-rutherford",
    state: "New Jersey",
    timeZone: "America/New_York",
    lat: 40.8339,
    lng: -74.0971,
    description:
      "East Rutherford is home to MetLife Stadium in the Meadowlands, where the New York New Jersey host matches are played, including the final on July 19, 2026. For matches played elsewhere, the bars and restaurants of East Rutherford and neighboring Rutherford are a short hop from the stadium.",
    heroTitle: "Watch the World Cup in East Rutherford",
    heroSubtitle: "Watch spots next to the home of the 2026 final",
    seoMetaDesc:
      "Find bars and restaurants showing World Cup 2026 matches in East Rutherford, NJ, home of MetLife Stadium and the final.",
  },

  // ---------------------------------------------------------------- New Mexico
  {
    name: "Albuquerque",
    slug: "albuquerque",
    state: "New Mexico",
    timeZone: "America/Denver",
    lat: 35.0844,
    lng: -106.6504,
    description:
      "New Mexico United has built one of the loudest supporter cultures in the USL, and Albuquerque's Nob Hill, downtown and many breweries are good places to watch. New Mexico is on Mountain time.",
    heroTitle: "Watch the World Cup in Albuquerque",
    heroSubtitle: "Breweries and bars from Nob Hill to downtown",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Albuquerque: breweries, sports bars and watch parties in Nob Hill, downtown and beyond.",
  },
  {
    name: "Santa Fe",
    slug: "santa-fe",
    state: "New Mexico",
    timeZone: "America/Denver",
    lat: 35.687,
    lng: -105.9378,
    description:
      "Santa Fe's Plaza area and Railyard district have restaurants and bars that put big matches on; the city is on Mountain time, two hours behind the East Coast.",
    heroTitle: "Watch the World Cup in Santa Fe",
    heroSubtitle: "Restaurants and bars around the Plaza and Railyard",
    seoMetaDesc:
      "Find restaurants and bars showing World Cup 2026 matches in Santa Fe, NM, around the Plaza and the Railyard.",
  },

  // ---------------------------------------------------------------- New York
  {
    name: "New York",
    slug: "new-york",
    state: "New York",
    timeZone: "America/New_York",
    lat: 40.7128,
    lng: -74.006,
    description:
      "The New York New Jersey host region plays its matches at MetLife Stadium in East Rutherford, New Jersey, including the final on July 19, 2026. Across the five boroughs, from Astoria and Jackson Heights to the East Village and Hell's Kitchen, there is a bar for almost every national team, and NYCFC, the Red Bulls and Gotham FC keep local soccer busy all year.",
    heroTitle: "Watch the World Cup in New York",
    heroSubtitle: "Host of the final: supporters' bars for every team",
    seoMetaDesc:
      "Where to watch World Cup 2026 in New York City: supporters' bars, pubs and rooftops across the five boroughs. The final is at MetLife.",
    host2026: { primaryStadium: "MetLife Stadium", stadiumCapacity: 82500 },
  },
  {
    name: "Buffalo",
    slug: "buffalo",
    state: "New York",
    timeZone: "America/New_York",
    lat: 42.8864,
    lng: -78.8784,
    description:
      "Buffalo's Elmwood Village, Allentown and downtown bars are the places to watch, and Toronto, one of Canada's two 2026 host cities, is only about two hours away.",
    heroTitle: "Watch the World Cup in Buffalo",
    heroSubtitle: "Elmwood and Allentown bars near the Canadian border",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Buffalo, NY: bars and pubs in Elmwood Village, Allentown and downtown, two hours from Toronto.",
  },
  {
    name: "Rochester",
    slug: "rochester-ny",
    state: "New York",
    timeZone: "America/New_York",
    lat: 43.1566,
    lng: -77.6088,
    description:
      "Rochester's East End and South Wedge have pubs and bars for the big matches, and Toronto, a 2026 host city, is about three hours away by road.",
    heroTitle: "Watch the World Cup in Rochester",
    heroSubtitle: "East End and South Wedge pubs",
    seoMetaDesc:
      "Find pubs and bars showing World Cup 2026 matches in Rochester, NY, in the East End, South Wedge and beyond.",
  },
  {
    name: "Albany",
    slug: "albany-ny",
    state: "New York",
    timeZone: "America/New_York",
    lat: 42.6526,
    lng: -73.7562,
    description:
      "Albany's Lark Street and downtown have pubs and bars for match days, and the New York New Jersey host matches at MetLife Stadium are about two and a half hours south.",
    heroTitle: "Watch the World Cup in Albany",
    heroSubtitle: "Lark Street pubs and downtown bars",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Albany, NY: pubs and bars on Lark Street and downtown in the Capital Region.",
  },

  // ---------------------------------------------------------------- North Carolina
  {
    name: "Charlotte",
    slug: "charlotte",
    state: "North Carolina",
    timeZone: "America/New_York",
    lat: 35.2271,
    lng: -80.8431,
    description:
      "Charlotte FC's big crowds at Bank of America Stadium have made Charlotte a real soccer city, and South End, NoDa and Uptown are packed with places to watch. Atlanta's host matches are about a four-hour drive away.",
    heroTitle: "Watch the World Cup in Charlotte",
    heroSubtitle: "South End breweries and Uptown sports bars",
    seoMetaDesc:
      "Find soccer bars, breweries and watch parties for World Cup 2026 in Charlotte: South End, NoDa, Plaza Midwood and Uptown.",
  },
  {
    name: "Raleigh",
    slug: "raleigh",
    state: "North Carolina",
    timeZone: "America/New_York",
    lat: 35.7796,
    lng: -78.6382,
    description:
      "The North Carolina Courage play just outside Raleigh in Cary, and downtown's Glenwood South and Warehouse District are the places to find a bar with the match on.",
    heroTitle: "Watch the World Cup in Raleigh",
    heroSubtitle: "Glenwood South and Warehouse District watch spots",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Raleigh, NC: sports bars, pubs and breweries in Glenwood South and the Warehouse District.",
  },
  {
    name: "Durham",
    slug: "durham",
    state: "North Carolina",
    timeZone: "America/New_York",
    lat: 35.994,
    lng: -78.8986,
    description:
      "Downtown Durham and the American Tobacco Campus have taprooms and bars for the big matches, and the Triangle's professional soccer, the Courage and North Carolina FC, is in nearby Cary.",
    heroTitle: "Watch the World Cup in Durham",
    heroSubtitle: "Downtown taprooms and bars in the Triangle",
    seoMetaDesc:
      "Find taprooms and bars showing World Cup 2026 matches in Durham, NC, downtown and around the American Tobacco Campus.",
  },
  {
    name: "Asheville",
    slug: "asheville",
    state: "North Carolina",
    timeZone: "America/New_York",
    lat: 35.5951,
    lng: -82.5515,
    description:
      "Asheville's breweries, from downtown to the South Slope, are relaxed places to watch a match, and Eastern time means kickoffs match the East Coast host cities.",
    heroTitle: "Watch the World Cup in Asheville",
    heroSubtitle: "South Slope breweries and downtown pubs",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Asheville, NC: breweries and pubs on the South Slope and downtown.",
  },

  // ---------------------------------------------------------------- Ohio
  {
    name: "Columbus",
    slug: "columbus-oh",
    state: "Ohio",
    timeZone: "America/New_York",
    lat: 39.9612,
    lng: -82.9988,
    description:
      "The Columbus Crew, one of MLS's founding clubs, play at Lower.com Field in the Arena District, and the Short North and Brewery District are good places to watch nearby. Columbus is on Eastern time.",
    heroTitle: "Watch the World Cup in Columbus",
    heroSubtitle: "Short North bars and Brewery District taprooms",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Columbus, Ohio: soccer bars and taprooms in the Short North, Arena District and Brewery District.",
  },
  {
    name: "Cleveland",
    slug: "cleveland",
    state: "Ohio",
    timeZone: "America/New_York",
    lat: 41.4993,
    lng: -81.6944,
    description:
      "Cleveland's Ohio City, Tremont and East 4th Street have bars and brewpubs used to big-match crowds, and the city is on Eastern time.",
    heroTitle: "Watch the World Cup in Cleveland",
    heroSubtitle: "Ohio City brewpubs and downtown bars",
    seoMetaDesc:
      "Find bars and brewpubs showing World Cup 2026 matches in Cleveland: Ohio City, Tremont, East 4th Street and downtown.",
  },
  {
    name: "Cincinnati",
    slug: "cincinnati",
    state: "Ohio",
    timeZone: "America/New_York",
    lat: 39.1031,
    lng: -84.512,
    description:
      "FC Cincinnati's TQL Stadium in the West End and the bars of Over-the-Rhine give Cincinnati one of the liveliest match-day scenes in MLS. Vine Street in Over-the-Rhine and The Banks by the river are the places to start.",
    heroTitle: "Watch the World Cup in Cincinnati",
    heroSubtitle: "Over-the-Rhine bars and riverfront watch spots",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Cincinnati: soccer bars and beer halls in Over-the-Rhine, The Banks and the West End.",
  },
  {
    name: "Toledo",
    slug: "toledo",
    state: "Ohio",
    timeZone: "America/New_York",
    lat: 41.6528,
    lng: -83.5379,
    description:
      "Toledo's downtown and Warehouse District bars near Fifth Third Field are the easiest places to catch a match, and Detroit's soccer scene is about an hour north.",
    heroTitle: "Watch the World Cup in Toledo",
    heroSubtitle: "Warehouse District bars and downtown pubs",
    seoMetaDesc:
      "Find bars and pubs showing World Cup 2026 matches in Toledo, Ohio, downtown and in the Warehouse District.",
  },

  // ---------------------------------------------------------------- Oklahoma
  {
    name: "Oklahoma City",
    slug: "oklahoma-city",
    state: "Oklahoma",
    timeZone: "America/Chicago",
    lat: 35.4676,
    lng: -97.5164,
    description:
      "Oklahoma City's Bricktown, Midtown and Plaza District have bars and restaurants with screens, and Dallas' host matches at AT&T Stadium in Arlington are about a three-hour drive south.",
    heroTitle: "Watch the World Cup in Oklahoma City",
    heroSubtitle: "Bricktown and Midtown watch spots",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Oklahoma City: sports bars and restaurants in Bricktown, Midtown and the Plaza District.",
  },
  {
    name: "Tulsa",
    slug: "tulsa",
    state: "Oklahoma",
    timeZone: "America/Chicago",
    lat: 36.154,
    lng: -95.9928,
    description:
      "FC Tulsa play at ONEOK Field downtown, and the nearby Blue Dome and Tulsa Arts districts are good for match-day bars. The Dallas-area host matches at AT&T Stadium are about four hours away.",
    heroTitle: "Watch the World Cup in Tulsa",
    heroSubtitle: "Blue Dome and Arts District bars",
    seoMetaDesc:
      "Find bars and pubs showing World Cup 2026 matches in Tulsa, OK, in the Blue Dome District, Tulsa Arts District and downtown.",
  },

  // ---------------------------------------------------------------- Oregon
  {
    name: "Portland",
    slug: "portland",
    state: "Oregon",
    timeZone: "America/Los_Angeles",
    lat: 45.5152,
    lng: -122.6784,
    description:
      "Portland is one of America's great soccer cities, with the Timbers and Thorns filling Providence Park, and its pubs are used to early-morning European kickoffs. Seattle's host matches at Lumen Field are about three hours north by car.",
    heroTitle: "Watch the World Cup in Portland",
    heroSubtitle: "Soccer City USA: pubs, brewpubs and supporters' bars",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Portland, OR: soccer pubs, brewpubs and supporters' bars near Providence Park and across town.",
  },
  {
    name: "Eugene",
    slug: "eugene",
    state: "Oregon",
    timeZone: "America/Los_Angeles",
    lat: 44.0521,
    lng: -123.0868,
    description:
      "Eugene, known as TrackTown USA, has brewpubs and bars downtown and in the Whiteaker for the big matches, and Portland's soccer pubs are about two hours north.",
    heroTitle: "Watch the World Cup in Eugene",
    heroSubtitle: "Downtown and Whiteaker brewpubs",
    seoMetaDesc:
      "Find brewpubs and bars showing World Cup 2026 matches in Eugene, OR, downtown and in the Whiteaker.",
  },

  // ---------------------------------------------------------------- Pennsylvania
  {
    name: "Philadelphia",
    slug: "philadelphia",
    state: "Pennsylvania",
    timeZone: "America/New_York",
    lat: 39.9526,
    lng: -75.1652,
    description:
      "Lincoln Financial Field in the South Philadelphia sports complex hosts matches in 2026, in a city where the Philadelphia Union, who play just south in Chester, have built a dedicated following. Fishtown, Center City and East Passyunk are full of bars where fans gather.",
    heroTitle: "Watch the World Cup in Philadelphia",
    heroSubtitle: "Host city: South Philly pubs, Fishtown taprooms and Center City bars",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Philadelphia: pubs, sports bars and beer gardens in South Philly, Fishtown and Center City.",
    host2026: { primaryStadium: "Lincoln Financial Field", stadiumCapacity: 69000 },
  },
  {
    name: "Pittsburgh",
    slug: "pittsburgh",
    state: "Pennsylvania",
    timeZone: "America/New_York",
    lat: 40.4406,
    lng: -79.9959,
    description:
      "The Pittsburgh Riverhounds play at Highmark Stadium by Station Square, and the Strip District, South Side and Lawrenceville have plenty of bars for match days. Philadelphia's host matches are about five hours east.",
    heroTitle: "Watch the World Cup in Pittsburgh",
    heroSubtitle: "Strip District, South Side and Lawrenceville bars",
    seoMetaDesc:
      "Find bars and pubs showing World Cup 2026 matches in Pittsburgh: Strip District, South Side, Lawrenceville and downtown.",
  },
  {
    name: "Harrisburg",
    slug: "harrisburg",
    state: "Pennsylvania",
    timeZone: "America/New_York",
    lat: 40.2732,
    lng: -76.8867,
    description:
      "Harrisburg's Second Street is the city's main bar strip, and Philadelphia's host matches at Lincoln Financial Field are about two hours east.",
    heroTitle: "Watch the World Cup in Harrisburg",
    heroSubtitle: "Second Street bars and restaurants",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Harrisburg, PA: bars and restaurants on Second Street and downtown.",
  },

  // ---------------------------------------------------------------- South Carolina
  {
    name: "Charleston",
    slug: "charleston-sc",
    state: "South Carolina",
    timeZone: "America/New_York",
    lat: 32.7765,
    lng: -79.9311,
    description:
      "The Charleston Battery, one of the longest-running professional clubs in the country, give Charleston a genuine soccer crowd, and King Street and Upper King are where fans gather to watch.",
    heroTitle: "Watch the World Cup in Charleston",
    heroSubtitle: "King Street pubs and bars",
    seoMetaDesc:
      "Find pubs and bars showing World Cup 2026 matches in Charleston, SC, on King Street, Upper King and beyond.",
  },
  {
    name: "Columbia",
    slug: "columbia-sc",
    state: "South Carolina",
    timeZone: "America/New_York",
    lat: 34.0007,
    lng: -81.0348,
    description:
      "Columbia's Vista and Five Points districts near the University of South Carolina are the main places to watch, and Atlanta's host matches are about three and a half hours away.",
    heroTitle: "Watch the World Cup in Columbia",
    heroSubtitle: "Vista and Five Points sports bars",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Columbia, SC: sports bars and pubs in the Vista and Five Points.",
  },
  {
    name: "Greenville",
    slug: "greenville-sc",
    state: "South Carolina",
    timeZone: "America/New_York",
    lat: 34.8526,
    lng: -82.394,
    description:
      "Greenville Triumph SC give the city a local soccer side, and Main Street and the West End near Fluor Field are easy places to find a match. Atlanta's host matches are about two and a half hours southwest.",
    heroTitle: "Watch the World Cup in Greenville",
    heroSubtitle: "Main Street and West End watch spots",
    seoMetaDesc:
      "Find bars and restaurants showing World Cup 2026 matches in Greenville, SC, on Main Street and in the West End.",
  },

  // ---------------------------------------------------------------- Tennessee
  {
    name: "Nashville",
    slug: "nashville",
    state: "Tennessee",
    timeZone: "America/Chicago",
    lat: 36.1627,
    lng: -86.7816,
    description:
      "Nashville SC play at GEODIS Park, one of the largest soccer-specific stadiums in the country, and Lower Broadway, the Gulch and East Nashville give fans no shortage of places to watch. Nashville runs on Central time.",
    heroTitle: "Watch the World Cup in Nashville",
    heroSubtitle: "Broadway bars and East Nashville pubs",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Nashville: soccer bars, pubs and watch parties on Broadway, in the Gulch and East Nashville.",
  },
  {
    name: "Memphis",
    slug: "memphis",
    state: "Tennessee",
    timeZone: "America/Chicago",
    lat: 35.1495,
    lng: -90.049,
    description:
      "Beale Street, Overton Square in Midtown and Cooper-Young are the main places to find a match on a screen in Memphis; the city runs on Central time, an hour behind the East Coast.",
    heroTitle: "Watch the World Cup in Memphis",
    heroSubtitle: "Midtown pubs and downtown sports bars",
    seoMetaDesc:
      "Find bars and pubs showing World Cup 2026 matches in Memphis: downtown, Overton Square and Cooper-Young.",
  },
  {
    name: "Knoxville",
    slug: "knoxville",
    state: "Tennessee",
    timeZone: "America/New_York",
    lat: 35.9606,
    lng: -83.9207,
    description:
      "Knoxville's Old City and Market Square have bars and taprooms for match days, and One Knoxville SC has brought professional soccer to the city. Unlike Nashville and Memphis, Knoxville is on Eastern time.",
    heroTitle: "Watch the World Cup in Knoxville",
    heroSubtitle: "Old City and Market Square watch spots",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Knoxville, TN: bars and taprooms in the Old City and around Market Square.",
  },

  // ---------------------------------------------------------------- Texas
  {
    name: "Dallas",
    slug: "dallas",
    state: "Texas",
    timeZone: "America/Chicago",
    lat: 32.7767,
    lng: -96.797,
    description:
      "The Dallas host region plays its matches, including a semifinal, at AT&T Stadium in Arlington, about 20 miles west of downtown. FC Dallas in Frisco anchors a big local soccer scene, and Deep Ellum, Uptown and Lower Greenville are where fans watch.",
    heroTitle: "Watch the World Cup in Dallas",
    heroSubtitle: "Host city: Deep Ellum pubs, Uptown patios and beer gardens",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Dallas: sports bars, beer gardens and watch parties in Deep Ellum, Uptown and Lower Greenville.",
    host2026: { primaryStadium: "AT&T Stadium", stadiumCapacity: 94000 },
  },
  {
    name: "Houston",
    slug: "houston",
    state: "Texas",
    timeZone: "America/Chicago",
    lat: 29.7604,
    lng: -95.3698,
    description:
      "NRG Stadium hosts Houston's 2026 matches, and the Dynamo and Dash play downtown at Shell Energy Stadium in EaDo. Houston's large Latin American community means Spanish-language broadcasts are easy to find in bars, and kickoffs are on Central time.",
    heroTitle: "Watch the World Cup in Houston",
    heroSubtitle: "Host city: EaDo, Midtown, Montrose and the Heights",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Houston: sports bars, beer gardens and watch parties in EaDo, Midtown, Montrose and the Heights.",
    host2026: { primaryStadium: "NRG Stadium", stadiumCapacity: 72000 },
  },
  {
    name: "Austin",
    slug: "austin",
    state: "Texas",
    timeZone: "America/Chicago",
    lat: 30.2672,
    lng: -97.7431,
    description:
      "Austin FC's crowds at Q2 Stadium have turned the city into a soccer town quickly, and East Austin, Rainey Street and South Congress are good places to watch. Houston's and Dallas' host matches are each about three hours away by car.",
    heroTitle: "Watch the World Cup in Austin",
    heroSubtitle: "East Austin beer gardens and South Congress patios",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Austin: beer gardens, sports bars and rooftops in East Austin, Rainey Street and South Congress.",
  },
  {
    name: "San Antonio",
    slug: "san-antonio",
    state: "Texas",
    timeZone: "America/Chicago",
    lat: 29.4241,
    lng: -98.4936,
    description:
      "San Antonio FC play at Toyota Field, and the city's strong Mexican-American football culture fills bars around downtown, the Pearl and Southtown for big matches. Houston's host matches are about three hours east.",
    heroTitle: "Watch the World Cup in San Antonio",
    heroSubtitle: "Pearl, Southtown and downtown watch spots",
    seoMetaDesc:
      "Find bars and restaurants showing World Cup 2026 matches in San Antonio: downtown, the Pearl and Southtown.",
  },
  {
    name: "Fort Worth",
    slug: "fort-worth",
    state: "Texas",
    timeZone: "America/Chicago",
    lat: 32.7555,
    lng: -97.3308,
    description:
      "Fort Worth is even closer to AT&T Stadium in Arlington than downtown Dallas is, and Sundance Square, the Near Southside and West 7th have bars for match days.",
    heroTitle: "Watch the World Cup in Fort Worth",
    heroSubtitle: "Sundance Square and Near Southside bars",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Fort Worth: bars and patios in Sundance Square, the Near Southside and West 7th.",
  },
  {
    name: "El Paso",
    slug: "el-paso",
    state: "Texas",
    timeZone: "America/Denver",
    lat: 31.7619,
    lng: -106.485,
    description:
      "El Paso Locomotive FC give the city its own USL side, and across the border Ciudad Juárez shares the same love of the game. Unlike most of Texas, El Paso is on Mountain time.",
    heroTitle: "Watch the World Cup in El Paso",
    heroSubtitle: "Border-city bars and restaurants",
    seoMetaDesc:
      "Find bars and restaurants showing World Cup 2026 matches in El Paso, TX. Kickoffs are on Mountain time.",
  },
  {
    name: "Arlington",
    slug: "arlington-tx",
    state: "Texas",
    timeZone: "America/Chicago",
    lat: 32.7357,
    lng: -97.1081,
    description:
      "Arlington is home to AT&T Stadium, where the Dallas host region's 2026 matches are played, and the Entertainment District around the stadium, including Texas Live!, is the hub of match-day activity.",
    heroTitle: "Watch the World Cup in Arlington",
    heroSubtitle: "Next door to AT&T Stadium",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Arlington, TX, home of AT&T Stadium: bars and restaurants in the Entertainment District.",
  },

  // ---------------------------------------------------------------- Utah
  {
    name: "Salt Lake City",
    slug: "salt-lake-city",
    state: "Utah",
    timeZone: "America/Denver",
    lat: 40.7608,
    lng: -111.891,
    description:
      "Real Salt Lake and the Utah Royals play in nearby Sandy, and Salt Lake City's downtown and Sugar House neighborhoods have pubs and bars for match days. Utah is on Mountain time.",
    heroTitle: "Watch the World Cup in Salt Lake City",
    heroSubtitle: "Downtown pubs and Sugar House bars",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Salt Lake City: pubs, sports bars and brewpubs downtown and in Sugar House.",
  },
  {
    name: "Provo",
    slug: "provo",
    state: "Utah",
    timeZone: "America/Denver",
    lat: 40.2338,
    lng: -111.6585,
    description:
      "Provo has fewer bars than most cities its size, so restaurants and family-friendly spots around Center Street are the usual places to watch a match.",
    heroTitle: "Watch the World Cup in Provo",
    heroSubtitle: "Family-friendly restaurants on Center Street",
    seoMetaDesc:
      "Find restaurants and family-friendly spots showing World Cup 2026 matches in Provo, Utah, around Center Street.",
  },

  // ---------------------------------------------------------------- Virginia
  {
    name: "Richmond",
    slug: "richmond-va",
    state: "Virginia",
    timeZone: "America/New_York",
    lat: 37.5407,
    lng: -77.436,
    description:
      "The Richmond Kickers, founded in 1993, are one of the longest-running clubs in American soccer, and Scott's Addition, the Fan and Shockoe Bottom are good bets for watching. Philadelphia's host matches are about four hours north.",
    heroTitle: "Watch the World Cup in Richmond",
    heroSubtitle: "Scott's Addition taprooms and Fan District pubs",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Richmond, VA: taprooms and pubs in Scott's Addition, the Fan and Shockoe Bottom.",
  },
  {
    name: "Virginia Beach",
    slug: "virginia-beach",
    state: "Virginia",
    timeZone: "America/New_York",
    lat: 36.8529,
    lng: -75.978,
    description:
      "Virginia Beach's Oceanfront and Town Center have sports bars and restaurants with screens, a relaxed place to watch if your summer beach trip overlaps the tournament.",
    heroTitle: "Watch the World Cup in Virginia Beach",
    heroSubtitle: "Oceanfront and Town Center watch spots",
    seoMetaDesc:
      "Find sports bars and restaurants showing World Cup 2026 matches in Virginia Beach, at the Oceanfront and Town Center.",
  },
  {
    name: "Norfolk",
    slug: "norfolk",
    state: "Virginia",
    timeZone: "America/New_York",
    lat: 36.8508,
    lng: -76.2859,
    description:
      "Norfolk's Granby Street downtown and the Ghent neighborhood have pubs and bars for the big matches; like the rest of Virginia, the city runs on Eastern time.",
    heroTitle: "Watch the World Cup in Norfolk",
    heroSubtitle: "Granby Street and Ghent pubs",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Norfolk, VA: pubs and bars on Granby Street and in Ghent.",
  },
  {
    name: "Arlington",
    slug: "arlington-va",
    state: "Virginia",
    timeZone: "America/New_York",
    lat: 38.8816,
    lng: -77.091,
    description:
      "Arlington's Clarendon and Ballston neighborhoods are known for their bars and sit a short Metro ride from Washington, D.C., home of D.C. United and the Washington Spirit. The nearest host city is Philadelphia, about three hours north.",
    heroTitle: "Watch the World Cup in Arlington",
    heroSubtitle: "Clarendon and Ballston bars near D.C.",
    seoMetaDesc:
      "Find bars and pubs showing World Cup 2026 matches in Arlington, VA, in Clarendon, Ballston and along the Orange Line.",
  },

  // ---------------------------------------------------------------- Washington
  {
    name: "Seattle",
    slug: "seattle",
    state: "Washington",
    timeZone: "America/Los_Angeles",
    lat: 47.6062,
    lng: -122.3321,
    description:
      "Lumen Field, home of the Seattle Sounders and Seattle Reign, hosts matches in 2026, in a city whose MLS crowds are among the biggest in the country. Pioneer Square and SoDo sit right next to the stadium, and on Pacific time a 3pm Eastern kickoff is noon here.",
    heroTitle: "Watch the World Cup in Seattle",
    heroSubtitle: "Host city: Pioneer Square pubs, Ballard taprooms and more",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Seattle: soccer pubs, taprooms and rooftops in Pioneer Square, Capitol Hill, Ballard and Fremont.",
    host2026: { primaryStadium: "Lumen Field", stadiumCapacity: 69000 },
  },
  {
    name: "Tacoma",
    slug: "tacoma",
    state: "Washington",
    timeZone: "America/Los_Angeles",
    lat: 47.2529,
    lng: -122.4443,
    description:
      "Tacoma is about 35 miles south of Seattle, so Lumen Field's host matches are within easy reach, and downtown and the Sixth Avenue district have bars for watching.",
    heroTitle: "Watch the World Cup in Tacoma",
    heroSubtitle: "Sixth Avenue and downtown bars",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Tacoma, WA: bars and pubs downtown and on Sixth Avenue, a short trip from Seattle's host stadium.",
  },
  {
    name: "Spokane",
    slug: "spokane",
    state: "Washington",
    timeZone: "America/Los_Angeles",
    lat: 47.6588,
    lng: -117.426,
    description:
      "Spokane Velocity FC and Spokane Zephyr FC have brought professional soccer to the city, and downtown's bars are the easiest place to catch a match. Spokane is on Pacific time.",
    heroTitle: "Watch the World Cup in Spokane",
    heroSubtitle: "Downtown bars and taprooms",
    seoMetaDesc:
      "Find bars and taprooms showing World Cup 2026 matches in Spokane, WA, downtown and in Kendall Yards.",
  },
  {
    name: "Vancouver",
    slug: "vancouver-wa",
    state: "Washington",
    timeZone: "America/Los_Angeles",
    lat: 45.6387,
    lng: -122.6615,
    description:
      "Vancouver, Washington, sits just across the Columbia River from Portland's soccer pubs, and it shares a name with Vancouver, British Columbia, one of Canada's two 2026 host cities, about five hours north.",
    heroTitle: "Watch the World Cup in Vancouver, WA",
    heroSubtitle: "Downtown and waterfront bars across the river from Portland",
    seoMetaDesc:
      "Where to watch World Cup 2026 in Vancouver, Washington: downtown and waterfront bars near Portland.",
  },
];
