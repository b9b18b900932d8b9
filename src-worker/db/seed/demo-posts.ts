// Sample blog posts (GitHub-flavoured Markdown). Four are city guides, four are general; two of them
// also come in Spanish (the Spanish blog's own posts, listed at /es/blog).
import type { PostSeed } from "./types";

export const DEMO_POSTS: PostSeed[] = [
  {
    slug: "world-cup-2026-schedule-basics",
    title: "World Cup 2026 schedule basics: dates, host cities and time zones",
    excerpt:
      "The 2026 World Cup runs from June 11 to July 19 across 16 cities in three countries. Here is what the new format and the time zones mean for when and where you watch.",
    publishedAt: "2026-03-04T15:00:00Z",
    content: `## The short version

- **Dates:** June 11 to July 19, 2026
- **Teams:** 48, up from 32 in 2022
- **Matches:** 104, up from 64
- **Host cities:** 16, with 11 in the United States, 3 in Mexico and 2 in Canada
- **Opening match:** Estadio Azteca, Mexico City, June 11
- **Final:** MetLife Stadium, New York New Jersey, July 19

The United States hosts 78 of the 104 matches, including every match from the quarterfinals on.

## How the format works

The 48 teams are drawn into 12 groups of four, and each team plays three group matches. That makes 72 group-stage matches, so expect several matches a day in the first two weeks.

The top two teams in each group and the eight best third-placed teams go through to a new **round of 32**. From there it is straight knockout: round of 16, quarterfinals, semifinals, the third-place match and the final. That is another 32 matches, for 104 in total.

## The 16 host cities

| Host city | Country | Stadium | Summer time zone |
| --- | --- | --- | --- |
| Atlanta | USA | Mercedes-Benz Stadium | Eastern |
| Boston | USA | Gillette Stadium (Foxborough) | Eastern |
| Miami | USA | Hard Rock Stadium (Miami Gardens) | Eastern |
| New York New Jersey | USA | MetLife Stadium (East Rutherford) | Eastern |
| Philadelphia | USA | Lincoln Financial Field | Eastern |
| Toronto | Canada | BMO Field | Eastern |
| Dallas | USA | AT&T Stadium (Arlington) | Central |
| Houston | USA | NRG Stadium | Central |
| Kansas City | USA | Arrowhead Stadium | Central |
| Mexico City | Mexico | Estadio Azteca | UTC-6 |
| Guadalajara | Mexico | Estadio Akron | UTC-6 |
| Monterrey | Mexico | Estadio BBVA | UTC-6 |
| Los Angeles | USA | SoFi Stadium (Inglewood) | Pacific |
| San Francisco Bay Area | USA | Levi's Stadium (Santa Clara) | Pacific |
| Seattle | USA | Lumen Field | Pacific |
| Vancouver | Canada | BC Place | Pacific |

During the tournament FIFA uses neutral names for most stadiums, such as "New York New Jersey Stadium" for MetLife, so you will see both versions in listings.

## Time zones: the part that catches people out

The host cities span four clocks in June and July:

1. **Eastern (UTC-4):** the five East Coast host cities plus Toronto
2. **Central (UTC-5):** Dallas, Houston and Kansas City
3. **UTC-6:** the three Mexican host cities. Mexico stopped observing daylight saving time in 2022, so in summer they are one hour behind US Central time.
4. **Pacific (UTC-7):** Los Angeles, the Bay Area, Seattle and Vancouver

Arizona is another quirk: it does not change its clocks, so during the tournament Phoenix and Tucson match Pacific time.

## What this means for watching

- **Check which time zone a listing uses.** Many US schedules quote Eastern time. A 3pm Eastern kickoff is 2pm in Chicago, 1pm in Denver and noon in Seattle.
- **West Coast fans get early starts.** Anything that kicks off before 1pm Eastern starts before 10am Pacific, so look for venues that open early.
- **East Coast fans get late finishes.** A match that kicks off in the evening on the West Coast can end after midnight in the East.
- **Set your phone to show the match in local time.** Adding matches from the official FIFA app or website to your calendar converts times for you.

## Where to check the official schedule

FIFA's official website and app publish the full schedule with kickoff times, and US broadcasters FOX (English) and Telemundo (Spanish) list which channel each match is on. Always check there before planning a trip or booking a table, since only the official schedule is authoritative.`,
  },
  {
    slug: "streaming-vs-the-bar",
    title: "Streaming vs. the bar: what to know before match day",
    excerpt: "Who shows the 2026 World Cup in the US, why your stream may be behind your neighbors' cheering, and when it is worth heading to a bar instead.",
    author: "Chris T.",
    publishedAt: "2026-03-18T14:00:00Z",
    content: `## Who shows the World Cup in the US

In the United States, the 2026 World Cup is on two broadcast groups:

- **English:** FOX, with some matches on its sister cable channel FS1.
- **Spanish:** Telemundo, with some matches on Universo, and streaming on Peacock.

FOX and Telemundo are over-the-air channels in most markets, so an antenna is enough for many matches. For the cable channels and for streaming, you need a pay-TV login, a live-TV streaming service that carries them, or, for Spanish-language coverage, a Peacock subscription.

## Your options at a glance

| Option | What it costs | Delay vs. live | Atmosphere | Best for |
| --- | --- | --- | --- | --- |
| Antenna (FOX, Telemundo) | One-off antenna purchase | Minimal | Your living room | Budget, no subscriptions |
| Live-TV streaming service | Monthly subscription | Often tens of seconds | Your living room | Cord-cutters who want every channel |
| Peacock (Spanish) | Monthly subscription | Often tens of seconds | Your living room | Spanish-language coverage anywhere |
| Bar or restaurant | Food and drinks | Depends on their feed | Loud, shared | Big matches, your team, company |

Prices and packages change, so check each service's current plans before the tournament starts.

## The delay problem

Streams usually run behind the over-the-air or cable broadcast. That sounds minor until the apartment upstairs cheers a goal you have not seen yet, or a score alert lights up your phone mid-attack. If you are streaming:

- Turn off score notifications from sports apps during the match.
- Stay off social media until the final whistle.
- If you have both, the antenna feed is usually closer to live than an app.

## Why the bar is worth it

Some matches are just better with a crowd. A good watch spot gives you:

- **A big screen and proper sound.** Ask whether the sound will be on for your match; many bars show several games at once and only play audio for one.
- **Your people.** Supporters' bars gather fans of one club or country, and that is where the atmosphere is.
- **No setup.** No logins, no buffering, no worrying whether your plan includes FS1.

The trade-offs are real too: crowds, queues for big matches, age limits at some bars and the cost of a few rounds.

## When staying home wins

- **Early kickoffs with kids.** A 9am Pacific start is easier in pajamas.
- **Matches you only half care about.** Group-stage days can have several matches; you do not need to be at a bar for all of them.
- **When the bars are full.** For the biggest matches, popular spots fill up well before kickoff. Have a backup plan, or a backup couch.

## Finding a bar that actually shows your match

~~Assume any sports bar will have it on.~~ Call ahead or check the venue's social media on match day. On this site, look at the tags (Supporters Bar, Watch Party), the amenity filters (Big Screens, Has Food) and when the listing was last updated, then save a couple of backups in case your first choice is at capacity.`,
  },
  {
    slug: "morning-kickoff-watch-spot",
    title: "How to pick a watch spot for a morning kickoff",
    excerpt:
      "West Coast fans will face some early starts this summer. Here is how to find a place that is actually open, actually showing your match and serving breakfast.",
    publishedAt: "2026-04-08T16:00:00Z",
    content: `## Why some matches start in the morning

The 2026 World Cup is played across four clocks, from Eastern time in Boston and Miami to Pacific time in Seattle and Los Angeles. A match that kicks off in the early afternoon on the East Coast starts in the morning on the West Coast: noon Eastern is 9am Pacific. Fans in Mountain and Central time get a gentler version of the same thing.

Most bars are not built for 9am. Here is how to find one that is.

## Your pre-match checklist

- [ ] **Check the opening time for that specific day.** Regular listed hours may not reflect special early openings, and a bar that opens at 8am on Saturdays might open at 11am on a Tuesday.
- [ ] **Confirm your match is on.** On busy group-stage days, bars pick which matches get the main screen. Call or check their social media.
- [ ] **Ask about sound.** If the sound will be on for a different match, you may want another spot.
- [ ] **Check the kitchen.** Some places open the doors early but do not start the kitchen until later.
- [ ] **Know the local alcohol rules.** State and local laws set the earliest time a bar can serve, and it varies. Some venues open early with coffee and food and start bar service later.
- [ ] **Book or plan to queue.** If the bar takes reservations, use them. If not, aim to be there 30 to 45 minutes before kickoff for big matches.
- [ ] **Check weekend transit.** Early weekend service can be less frequent than on weekdays.

## Which kinds of venues work best early

**Pubs with a Premier League crowd.** English league matches air in the early morning in the US, so pubs that show them are already used to opening at dawn with the sound on and breakfast ready.

**Restaurants and cafés with TVs.** Breakfast places and family restaurants are open anyway, and many put matches on. They are often the best option with kids.

**Breweries and rooftops, with care.** Many taprooms do not open until the afternoon on weekdays, and rooftops tend to be evening spots. Some open early for big matches, so check the listing and confirm.

## Using this site for morning matches

Each listing shows its regular weekly hours and when it was last updated. For a morning kickoff:

1. Open your city page and switch to the map view to see what is close.
2. Filter by **Has Food** if you want breakfast, or **Family Friendly** if you are bringing kids.
3. Open each listing and check the hours for that day of the week.
4. Save two or three venues so you have a backup if the first one is full.

## A few more tips

- Eat before you go if the kitchen is slow in the morning; a full bar and one cook is a long wait.
- Bring a layer. Coastal mornings can be cool even in June.
- Be kind to the staff. They got up even earlier than you did.

And if the early alarm wins, there is no shame in watching at home and heading out for the evening match instead.`,
  },
  {
    slug: "supporters-bar-etiquette",
    title: "Etiquette at a supporters' bar: how to be a good guest",
    excerpt:
      "Supporters' bars are where the best atmosphere is, and where the unwritten rules matter most. A short guide to fitting in, even if it is not your team.",
    author: "Maya R.",
    publishedAt: "2026-04-22T15:30:00Z",
    content: `## What a supporters' bar is

A supporters' bar is a venue adopted by fans of one club or national team. On match days it turns into a home end: flags on the walls, songs at kickoff, and a room full of people who care a great deal about the next ninety minutes. During the World Cup, many cities will have a bar like this for dozens of countries.

They are usually welcoming places. They also run on a few unwritten rules.

## Before you go

- **Know whose bar it is.** Check the listing or the venue's social media. If it is the home of one team's supporters and you follow their opponents, consider watching somewhere neutral.
- **Arrive early.** For big matches, the best spots go an hour or more before kickoff. If you show up at kickoff, expect to stand at the back.
- **Check age limits.** Some bars are 21+ all day; others welcome families until a certain hour.

## During the match

### Buy something, and keep buying

The bar is giving up its busiest hours to show the match. A seat is not free just because there is no cover charge. Order food or drinks, and tip the staff properly; they are working the hardest shift of their summer.

### Respect the songs

You do not need to know the words, but do not talk over the anthem, and stand when everyone else stands. If a group has a drum or a capo leading the songs, follow their lead.

### Mind the sightlines

- Do not stand in front of a screen, especially if people behind you are seated.
- Keep bags off chairs and out of the aisles.
- If you arrive late, do not ask a table to squeeze up mid-match.

### Colors

Wearing the home team's colors is welcome. Neutral colors are fine. Wearing the opponent's shirt in a packed supporters' bar is legal, but be ready for some good-natured stick, and if it is a tense rivalry, cover up or go elsewhere.

## With kids

Supporters' bars can be loud, crowded and full of language you may not want repeated at school. If the venue welcomes families, sit near the edges, bring ear defenders for little ones and leave before the crowd gets rowdy. Family-friendly restaurants and beer gardens are often a better choice for the biggest matches.

## When it goes wrong, and right

Your team might lose. The bar will be quiet, people will be disappointed, and the polite thing is to shake hands with any rival fans and head home. If your team wins, celebrate loudly, but do not pick on the losing side's fans.

## After the final whistle

- Settle your tab quickly so staff can turn tables for the next match.
- Pick up your flags, scarves and empties.
- If you had a great time, say so: leave an honest review and tell other fans where you watched.

Good supporters' bars are built over years by regulars. For a month this summer, the rest of us are guests in them.`,
  },
  {
    slug: "seattle-world-cup-neighborhood-guide",
    title: "Watching the World Cup in Seattle: a neighborhood guide",
    excerpt: "Seattle hosts World Cup matches at Lumen Field this summer. Where to watch, how to get around, and what Pacific time means for kickoffs.",
    citySlug: "seattle",
    publishedAt: "2026-05-06T17:00:00Z",
    content: `## Seattle's World Cup at a glance

Seattle is one of the 11 US host cities, with matches at **Lumen Field**, home of the Seattle Sounders and Seattle Reign. Few American cities have a soccer culture this established: the Sounders' crowds are among the biggest in MLS, and their supporters' March to the Match through Pioneer Square is a local tradition.

That means you will not struggle to find a place to watch. The question is which neighborhood suits you.

## Where to watch, by neighborhood

### Pioneer Square and SoDo

Right next to Lumen Field. On Seattle match days these streets are the center of everything, which is great for atmosphere and hard for finding a seat. Arrive early or pick somewhere a little further out.

### Capitol Hill

Dense, walkable and full of bars, with plenty of rooftops and patios. Good for evening matches and for groups who want to move between venues.

### Ballard and Fremont

Seattle's brewery belt. Taprooms and beer gardens here are relaxed, often dog- and kid-friendly, and tend to have outdoor space. Check hours: many taprooms open in the afternoon on weekdays.

### Belltown and Downtown

Big sports bars with lots of screens and full kitchens, handy for visitors staying in downtown hotels.

## Getting around

- **Link light rail:** Stadium and International District/Chinatown stations on the 1 Line are both a short walk from Lumen Field, and the line connects to Capitol Hill, downtown and Sea-Tac Airport.
- **King Street Station**, served by Amtrak and Sounder trains, is also next to the stadium.
- Driving and parking near the stadium on match days is best avoided.

## Kickoff times on Pacific time

Seattle is three hours behind the East Coast. Quick conversions:

- Noon Eastern is **9am** in Seattle
- 3pm Eastern is **noon**
- 6pm Eastern is **3pm**
- 9pm Eastern is **6pm**

Matches played at Lumen Field are already listed in local time. For anything played in the East, look for venues that open early; our guide to morning kickoffs has a checklist.

## Summer in Seattle

Seattle summers are usually dry and mild, and in late June the sun does not set until after 9pm, so outdoor screens and beer gardens are at their best. Mornings and evenings can still be cool, so bring a layer if you will be sitting outside.

## Tips for match days

1. **Save a backup.** Bars near the stadium can reach capacity hours before a match at Lumen Field.
2. **Check the listing's last-updated date** and call ahead for big matches.
3. **Look for Supporters Bar tags** if you want to watch with fans of a particular team.
4. **Use the map view** on the Seattle page to find something close to your hotel or transit stop.

Know a Seattle spot that should be on the list? Submit it and we will review it within 24 to 48 hours.`,
  },
  {
    slug: "kansas-city-match-day-guide",
    title: "Kansas City on match day: Arrowhead, the streetcar and where fans gather",
    excerpt:
      "Kansas City brings the World Cup to Arrowhead Stadium. A guide to the districts where fans gather, getting around, and handling a Midwest summer.",
    citySlug: "kansas-city",
    publishedAt: "2026-05-13T16:00:00Z",
    content: `## Kansas City's World Cup

Kansas City's host matches are at **Arrowhead Stadium**, part of the Truman Sports Complex about eight miles southeast of downtown. It is best known as the home of the Chiefs and for how loud it gets.

Kansas City is a two-state metro. Sporting Kansas City play at Children's Mercy Park in Kansas City, Kansas, while the NWSL's KC Current play at CPKC Stadium on the Missouri riverfront, the first stadium built for a women's professional team. Soccer is not a newcomer here.

## Where fans gather

### Power & Light District

Downtown's entertainment district, with a covered central plaza and bars around it. It is the natural place for big crowds and the closest thing to a city living room.

### Crossroads Arts District

Breweries, galleries and restaurants a short walk south of downtown. A good pick if you want a taproom and a slightly calmer crowd.

### Westport

One of Kansas City's oldest nightlife areas, with pubs and bars packed into a few blocks. Good for late matches.

### River Market

North of downtown, near the riverfront and the Current's stadium. Restaurants, the City Market and easy streetcar access.

### Country Club Plaza and 18th & Vine

The Plaza is better for a sit-down meal with the match on; the historic 18th & Vine Jazz District is worth a visit in its own right between matches.

## Getting around

- **KC Streetcar:** free to ride, and it links the River Market, downtown, the Power & Light District, the Crossroads and Union Station.
- **Arrowhead is not on a rail line.** Plan for official shuttles, rideshare or driving, and follow the host city's match-day transport guidance, which is published closer to the tournament.
- Allow plenty of time on stadium days; traffic on I-70 and I-435 builds well before kickoff.

## Time zone

Kansas City is on Central time, one hour behind the East Coast and two hours ahead of the West Coast. Matches at Arrowhead are listed in local time; for matches elsewhere, subtract an hour from Eastern kickoff times.

## Summer weather

Kansas City summers are hot and humid, and afternoon thunderstorms are common. For daytime matches:

- Pick an air-conditioned bar or a patio with real shade.
- Drink water between rounds.
- If you are watching outdoors, have a plan for where to go if a storm rolls in.

## Before you head out

1. Check each venue's hours on the listing; many open early on weekends but not every weekday.
2. For the biggest matches, arrive early or book a table.
3. Look for the Watch Party and Supporters Bar tags to find where the crowds will be.
4. Save a backup venue in case your first choice is full.

Run a bar or restaurant in Kansas City that is showing matches? Submit your venue so fans can find you.`,
  },
  {
    slug: "los-angeles-world-cup-guide",
    title: "Los Angeles World Cup guide: SoFi Stadium and where to watch",
    excerpt:
      "Los Angeles hosts the United States' opening match and many more at SoFi Stadium. Where to watch across a very big city, and how to plan around LA distances.",
    citySlug: "los-angeles",
    publishedAt: "2026-05-20T18:00:00Z",
    content: `## LA and the World Cup

Los Angeles has been here before: the Rose Bowl in Pasadena hosted the 1994 men's World Cup final and the 1999 Women's World Cup final. In 2026 the matches move to **SoFi Stadium** in Inglewood, which hosts the United States' opening match on June 12.

The city also has three top-flight clubs: LAFC and Angel City FC at BMO Stadium in Exposition Park, and the LA Galaxy in Carson. Add huge communities from Mexico, Central and South America, Korea, Armenia, Iran and many other football-loving countries, and you have a city where almost every team has a home crowd.

## Where to watch

### Downtown and the Arts District

Rooftops, big sports bars and warehouse breweries. The most central option and the easiest to reach by Metro from elsewhere in the city.

### Koreatown

Dense, late-night and very well connected by the Metro D Line. Lots of bars with screens and kitchens that stay open late.

### Boyle Heights and East LA

Restaurants and cantinas where the Spanish-language broadcast is the default and families watch together. Expect a big atmosphere for Mexico matches.

### Echo Park and Silver Lake

Smaller neighborhood bars and pubs, good for a more relaxed match.

### Beach cities and Long Beach

Santa Monica, Venice and Long Beach have pubs and sports bars of their own, and are practical if you are staying near the coast or near LAX.

## Getting around a very big city

- **Distances are real.** Downtown to SoFi is about 10 miles, and traffic can make that an hour. Pick a watch spot near where you are staying rather than crossing the city.
- **There is no rail station at SoFi Stadium.** For match days, follow the official transport plan; expect shuttles from Metro stations, rideshare zones and limited parking.
- **Metro rail** connects Downtown, Koreatown, Hollywood, Pasadena, Santa Monica and Long Beach, which covers many of the best watching neighborhoods.

## Kickoff times on Pacific time

Los Angeles is three hours behind the East Coast. A noon Eastern kickoff is 9am in LA, and 3pm Eastern is noon. Matches at SoFi are listed in local time. For early matches, look for pubs and restaurants that open for breakfast.

## Heat and sun

June and July afternoons inland can be hot, even when the coast is mild. Choose shade or air conditioning for daytime matches, and wear sunscreen at any rooftop or beer garden.

## Planning checklist

1. Decide your neighborhood first, then pick venues there.
2. Check listing hours for the exact day; rooftops and breweries often open late on weekdays.
3. Book ahead for USMNT and Mexico matches, which will be among the busiest in the city.
4. Save a backup within walking distance of your first choice.

Know a great LA watch spot we are missing? Submit it and help other fans find it.`,
  },
  {
    slug: "new-york-new-jersey-final-guide",
    title: "New York New Jersey: planning your World Cup around the final",
    excerpt:
      "MetLife Stadium hosts the 2026 final on July 19. How to get to the Meadowlands, where to watch across the region, and a few local rules worth knowing.",
    citySlug: "new-york",
    publishedAt: "2026-06-03T15:00:00Z",
    content: `## The region that hosts the final

The New York New Jersey host region plays its matches at **MetLife Stadium** in East Rutherford, New Jersey, home of the Giants and the Jets. The stadium hosts group and knockout matches and, on **July 19, 2026**, the World Cup final. It already had a rehearsal of sorts: MetLife hosted the 2025 FIFA Club World Cup final.

Whether or not you have a ticket, the region will be one of the best places in the world to watch this summer.

## Getting to MetLife Stadium

- **NJ Transit rail:** on major event days, trains run from Secaucus Junction to the Meadowlands station next to the stadium. From Manhattan, that usually means a train from Penn Station to Secaucus and a change there.
- **Buses and shuttles:** event buses have historically run from the Port Authority Bus Terminal; check what is offered for each match.
- **Driving:** parking around the stadium is limited and tightly controlled on match days.

Official match-day transport plans are published by the host region closer to each match. Check them before you travel.

## Where to watch across the region

The five boroughs and northern New Jersey have bars for almost every national team. A few places to start:

### Manhattan

- **Hell's Kitchen and Midtown:** big sports bars and long-running football pubs, convenient for visitors and for trains to New Jersey.
- **East Village and Lower East Side:** smaller pubs, early openings for weekend matches, and many supporters' groups.

### Queens

- **Astoria:** a long-standing football neighborhood with bars and cafés that show matches from around the world.
- **Jackson Heights and Corona:** home to large Latin American and South Asian communities, with restaurants where the Spanish-language broadcast is the default.

### Brooklyn

- **Williamsburg and Greenpoint:** beer halls and bars with outdoor space, good for big groups.

### New Jersey

- **Newark's Ironbound:** Portuguese and Brazilian restaurants and bars, a short train ride from both Manhattan and the stadium.
- **Hoboken and Jersey City:** easy PATH rides from Manhattan, with bar strips that fill up on big match days.

## Local rules worth knowing

- Bars in New York City can stay open late[^1], so late kickoffs elsewhere are not a problem here.
- Most bars do not take reservations for big matches; arrive early.
- Many venues are 21+ in the evening. If you are with kids, look for the Family Friendly filter and for restaurants rather than bars.

## Final day

For July 19, expect every bar in the region to be full. If you want a seat:

1. Decide where you are watching well in advance, and book if the venue takes reservations.
2. Arrive hours early, not minutes.
3. Keep a backup venue saved, ideally within walking distance.
4. Plan your trip home; transit will be busy after the final whistle.

Know a New York or New Jersey spot that should be listed? Submit it and we will review it within 24 to 48 hours.

[^1]: New York State law allows bars in New York City to serve until 4am. Each bar sets its own hours, so always check the listing.`,
  },

  {
    slug: "como-elegir-lugar-partido-temprano",
    language: "es",
    title: "Cómo elegir dónde ver un partido que empieza en la mañana",
    excerpt:
      "Los aficionados de la Costa Oeste tendrán que madrugar este verano. Así encuentras un lugar que de verdad esté abierto, que pase tu partido y que sirva desayuno.",
    publishedAt: "2026-04-08T16:00:00Z",
    content: `## Por qué algunos partidos empiezan en la mañana

El Mundial 2026 se juega en cuatro zonas horarias, desde la hora del Este en Boston y Miami hasta la del Pacífico en Seattle y Los Angeles. Un partido que empieza a primera hora de la tarde en la Costa Este empieza en la mañana en la Costa Oeste: el mediodía del Este son las 9am del Pacífico. Quienes viven en la hora de la Montaña o del Centro viven una versión más suave de lo mismo.

La mayoría de los bares no están hechos para las 9am. Así encuentras uno que sí lo esté.

## Tu lista antes del partido

- [ ] **Revisa la hora de apertura de ese día en particular.** El horario habitual de la ficha quizá no incluya aperturas especiales, y un bar que abre a las 8am los sábados puede abrir a las 11am un martes.
- [ ] **Confirma que pasan tu partido.** En los días con muchos partidos de la fase de grupos, los bares eligen cuál va en la pantalla principal. Llama o revisa sus redes sociales.
- [ ] **Pregunta por el sonido.** Si el sonido va a estar en otro partido, quizá te convenga otro lugar.
- [ ] **Revisa la cocina.** Algunos lugares abren temprano pero no encienden la cocina hasta más tarde.
- [ ] **Conoce las reglas locales sobre el alcohol.** Las leyes estatales y locales fijan la hora más temprana en que un bar puede servir, y varían. Algunos lugares abren temprano con café y comida y empiezan a servir alcohol después.
- [ ] **Reserva o prepárate para hacer fila.** Si el bar acepta reservaciones, úsalas. Si no, trata de llegar de 30 a 45 minutos antes del inicio en los partidos importantes.
- [ ] **Revisa el transporte del fin de semana.** Temprano en fin de semana el servicio puede pasar con menos frecuencia que entre semana.

## Qué tipo de lugares funcionan mejor temprano

**Pubs con público de la Premier League.** Los partidos de la liga inglesa se transmiten temprano en la mañana en Estados Unidos, así que los pubs que los pasan ya están acostumbrados a abrir al amanecer, con el sonido puesto y el desayuno listo.

**Restaurantes y cafés con televisores.** Los lugares de desayuno y los restaurantes familiares abren de todos modos, y muchos ponen los partidos. Suelen ser la mejor opción si vas con niños.

**Cervecerías y azoteas, con cuidado.** Muchas cervecerías no abren hasta la tarde entre semana, y las azoteas suelen ser lugares de noche. Algunas abren temprano para los partidos importantes, así que revisa la ficha y confirma.

## Cómo usar este sitio para los partidos de la mañana

Cada ficha muestra su horario semanal habitual y cuándo se actualizó por última vez. Para un partido en la mañana:

1. Abre la página de tu ciudad y cambia a la vista de mapa para ver qué te queda cerca.
2. Filtra por **Comida** si quieres desayunar, o por **Apto para familias** si vas con niños.
3. Abre cada ficha y revisa el horario de ese día de la semana.
4. Guarda dos o tres lugares para tener un respaldo si el primero está lleno.

## Unos consejos más

- Come algo antes de salir si la cocina es lenta en la mañana; un bar lleno con un solo cocinero es una espera larga.
- Lleva una chamarra o un suéter. Las mañanas en la costa pueden ser frescas incluso en junio.
- Sé amable con el personal. Se levantaron todavía más temprano que tú.

Y si la alarma gana, no pasa nada por ver el partido en casa y salir para el de la noche.`,
  },
  {
    slug: "guia-seattle-mundial-por-barrio",
    language: "es",
    title: "Ver el Mundial en Seattle: una guía por barrios",
    excerpt:
      "Seattle recibe partidos del Mundial en el Lumen Field este verano. Dónde verlos, cómo moverte y qué significa la hora del Pacífico para la hora de inicio.",
    citySlug: "seattle",
    publishedAt: "2026-05-06T17:00:00Z",
    content: `## El Mundial en Seattle de un vistazo

Seattle es una de las 11 ciudades sede de Estados Unidos, con partidos en el **Lumen Field**, la casa de los Seattle Sounders y del Seattle Reign. Pocas ciudades estadounidenses tienen una cultura futbolera tan arraigada: el público de los Sounders está entre los más grandes de la MLS, y la March to the Match de sus aficionados por Pioneer Square es una tradición local.

Eso significa que no te va a costar encontrar dónde ver los partidos. La pregunta es qué barrio te conviene.

## Dónde ver los partidos, por barrio

### Pioneer Square y SoDo

Justo al lado del Lumen Field. Los días de partido en Seattle estas calles son el centro de todo, lo que es ideal para el ambiente y difícil para encontrar asiento. Llega temprano o elige un lugar un poco más lejos.

### Capitol Hill

Un barrio denso, para caminar y lleno de bares, con muchas azoteas y terrazas. Bueno para los partidos de la noche y para grupos que quieren moverse entre lugares.

### Ballard y Fremont

La zona cervecera de Seattle. Las cervecerías y los jardines cerveceros de aquí son tranquilos, muchas veces aceptan perros y niños, y suelen tener espacio al aire libre. Revisa el horario: muchas cervecerías abren en la tarde entre semana.

### Belltown y Downtown

Bares deportivos grandes, con muchas pantallas y cocina completa, prácticos para quienes se hospedan en hoteles del centro.

## Cómo moverte

- **Link light rail:** las estaciones Stadium e International District/Chinatown de la 1 Line quedan a una caminata corta del Lumen Field, y la línea conecta con Capitol Hill, el centro y el aeropuerto Sea-Tac.
- **King Street Station**, con trenes de Amtrak y Sounder, también está junto al estadio.
- Es mejor no manejar ni estacionarte cerca del estadio los días de partido.

## La hora de inicio en hora del Pacífico

Seattle va tres horas detrás de la Costa Este. Conversiones rápidas:

- El mediodía del Este son las **9am** en Seattle
- Las 3pm del Este son el **mediodía**
- Las 6pm del Este son las **3pm**
- Las 9pm del Este son las **6pm**

Los partidos que se juegan en el Lumen Field ya aparecen en hora local. Para los que se juegan en el Este, busca lugares que abran temprano; nuestra guía para los partidos de la mañana tiene una lista de pendientes.

## El verano en Seattle

Los veranos en Seattle suelen ser secos y templados, y a fines de junio el sol no se pone hasta después de las 9pm, así que las pantallas al aire libre y los jardines cerveceros están en su mejor momento. Las mañanas y las noches pueden ser frescas, así que lleva algo para abrigarte si vas a estar afuera.

## Consejos para los días de partido

1. **Guarda un respaldo.** Los bares cerca del estadio pueden llenarse horas antes de un partido en el Lumen Field.
2. **Revisa la fecha de la última actualización de la ficha** y llama antes para los partidos importantes.
3. **Busca la etiqueta Bar de aficionados** si quieres ver el partido con aficionados de un equipo en particular.
4. **Usa la vista de mapa** en la página de Seattle para encontrar algo cerca de tu hotel o de tu parada de transporte.

¿Conoces un lugar en Seattle que debería estar en la lista? Regístralo y lo revisaremos en 24 a 48 horas.`,
  },
];
