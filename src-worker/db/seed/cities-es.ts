// The seeded cities' page texts in Spanish (/es pages), by slug: the same facts as the English ones.
// A city missing here shows its English texts on the Spanish page.
export interface CitySpanish {
  heroTitle: string;
  heroSubtitle: string;
  description: string;
}

export const CITY_SPANISH: Record<string, CitySpanish> = {
  birmingham: {
    heroTitle: "Dónde ver fútbol en Birmingham",
    heroSubtitle: "Bares y watch parties del centro a Avondale",
    description:
      "Birmingham Legion FC le ha dado a la ciudad una afición fiel al fútbol, y el centro, Lakeview y Avondale tienen muchos bares con pantallas grandes. Alabama se rige por la hora del Centro, una hora menos que las ciudades sede de la Costa Este.",
  },
  huntsville: {
    heroTitle: "Dónde ver fútbol en Huntsville",
    heroSubtitle: "Bares deportivos y cervecerías con todos los partidos importantes",
    description:
      "Huntsville City FC, el equipo de la MLS NEXT Pro que juega en el Joe Davis Stadium, ha creado una afición local al fútbol en la Rocket City. El centro y la zona de Campus No. 805 son lugares naturales para reunirse a ver un partido.",
  },
  montgomery: {
    heroTitle: "Dónde ver fútbol en Montgomery",
    heroSubtitle: "Bares y restaurantes junto al río con el partido en pantalla",
    description:
      "El centro de Montgomery, alrededor de la ribera y del distrito de ocio The Alley, es el lugar más fácil para encontrar un partido en pantalla grande. El estadio sede más cercano es el Mercedes-Benz Stadium de Atlanta, a unas dos horas y media en auto hacia el este.",
  },
  mobile: {
    heroTitle: "Dónde ver fútbol en Mobile",
    heroSubtitle: "Bares de Dauphin Street y lugares para ver fútbol en la Costa del Golfo",
    description:
      "La zona de bares de Dauphin Street, en el centro de Mobile, es la primera parada obvia para ver un partido con ambiente. Aquí los partidos empiezan en hora del Centro, una hora antes que en los horarios de la hora del Este.",
  },
  phoenix: {
    heroTitle: "Dónde ver fútbol en Phoenix",
    heroSubtitle: "Bares deportivos y pubs con aire acondicionado en todo el Valle",
    description:
      "Phoenix Rising FC tiene una afición local sólida, y el centro y Roosevelt Row son lugares fáciles para encontrar una pantalla y algo de aire acondicionado. Arizona no aplica el horario de verano, así que durante el torneo Phoenix tiene la misma hora que Los Ángeles.",
  },
  tucson: {
    heroTitle: "Dónde ver fútbol en Tucson",
    heroSubtitle: "Fourth Avenue, Congress Street y más",
    description:
      "La cultura futbolera de Tucson está marcada por su cercanía a México, y Fourth Avenue y Congress Street, en el centro, son donde suelen reunirse los aficionados. Como el resto de Arizona, se mantiene en la hora estándar de la Montaña, que en junio y julio coincide con la hora del Pacífico.",
  },
  mesa: {
    heroTitle: "Dónde ver fútbol en Mesa",
    heroSubtitle: "Bares deportivos del East Valley y lugares aptos para familias",
    description:
      "El centro de Mesa, a lo largo de Main Street y en la línea del tren ligero Valley Metro, es una alternativa tranquila a las multitudes de Phoenix y Tempe. Arizona no aplica el horario de verano, así que en verano los partidos coinciden con la hora del Pacífico.",
  },
  scottsdale: {
    heroTitle: "Dónde ver fútbol en Scottsdale",
    heroSubtitle: "Bares, patios y azoteas de Old Town",
    description:
      "Old Town Scottsdale reúne bares, patios y restaurantes en unas pocas cuadras que se recorren a pie, así que es fácil encontrar un lugar con el partido. Con el calor de junio y julio, lo normal son las pantallas bajo techo y los patios con sombra y nebulizadores.",
  },
  "los-angeles": {
    heroTitle: "Dónde ver fútbol en Los Ángeles",
    heroSubtitle: "Ciudad sede: bares, azoteas y watch parties en todo LA",
    description:
      "El SoFi Stadium de Inglewood acoge los partidos de Los Ángeles en 2026, incluido el debut de Estados Unidos el 12 de junio, en una ciudad con LAFC, LA Galaxy y Angel City FC. El centro, Koreatown y el Arts District se llenan los días de partido; recuerda que un partido a las 3 p.m. hora del Este empieza al mediodía en LA.",
  },
  "san-francisco": {
    heroTitle: "Dónde ver fútbol en San Francisco",
    heroSubtitle: "Ciudad sede del Área de la Bahía: pubs, cervecerías y watch parties",
    description:
      "El Área de la Bahía de San Francisco es una región sede de 2026, con sus partidos en el Levi's Stadium de Santa Clara, a unas 45 millas al sur de la ciudad. En San Francisco, la Mission, SoMa y North Beach llevan años transmitiendo fútbol internacional, y entre los clubes de la región están los San Jose Earthquakes y Bay FC, de la NWSL.",
  },
  "san-diego": {
    heroTitle: "Dónde ver fútbol en San Diego",
    heroSubtitle: "Bares del Gaslamp, pubs de North Park y lugares junto a la playa",
    description:
      "San Diego ya tiene al San Diego FC de la MLS y al San Diego Wave de la NWSL, y el Gaslamp Quarter, North Park y Little Italy se llenan en los grandes partidos. El estadio sede más cercano es el SoFi de Los Ángeles, a unas dos horas al norte sin tráfico.",
  },
  "san-jose": {
    heroTitle: "Dónde ver fútbol en San José",
    heroSubtitle: "A minutos del estadio sede del Área de la Bahía",
    description:
      "San José es la gran ciudad más cercana al Levi's Stadium, en la vecina Santa Clara, lo que la convierte en una base natural para los partidos del Área de la Bahía. Los San Jose Earthquakes y Bay FC juegan en el PayPal Park.",
  },
  sacramento: {
    heroTitle: "Dónde ver fútbol en Sacramento",
    heroSubtitle: "Pubs de Midtown y bares deportivos del centro",
    description:
      "Sacramento Republic FC tiene una de las aficiones más fieles fuera de la MLS, y Midtown y K Street, en el centro, son lugares fáciles para ver un partido. Los partidos del Área de la Bahía en el Levi's Stadium quedan a unas dos horas en auto.",
  },
  oakland: {
    heroTitle: "Dónde ver fútbol en Oakland",
    heroSubtitle: "Bares, cervecerías y watch parties comunitarias del East Bay",
    description:
      "Oakland apoya a su propio club, Oakland Roots SC, y en Fruitvale, Temescal y el centro es fácil encontrar fútbol internacional. El Levi's Stadium, sede del Área de la Bahía, está a unas 40 millas al sur.",
  },
  "long-beach": {
    heroTitle: "Dónde ver fútbol en Long Beach",
    heroSubtitle: "Lugares para ver fútbol en el centro y Belmont Shore",
    description:
      "Long Beach está a unas 20 millas al sur del SoFi Stadium, así que los bares del centro y de Belmont Shore son una base práctica los días de partido en Los Ángeles. Los partidos se rigen por la hora del Pacífico, tres horas menos que en la Costa Este.",
  },
  denver: {
    heroTitle: "Dónde ver fútbol en Denver",
    heroSubtitle: "Bares deportivos de LoDo y cervecerías de RiNo",
    description:
      "Los barrios LoDo y RiNo de Denver están llenos de bares y cervecerías que pasan fútbol, y los Colorado Rapids juegan en la cercana Commerce City. En hora de la Montaña, un partido a las 3 p.m. hora del Este empieza a la 1 p.m. en Denver.",
  },
  "colorado-springs": {
    heroTitle: "Dónde ver fútbol en Colorado Springs",
    heroSubtitle: "Bares y cervecerías del centro cerca de Tejon Street",
    description:
      "Colorado Springs Switchbacks FC juega en el centro, en el Weidner Field, y las cuadras alrededor de Tejon Street son el lugar más fácil para encontrar un bar con el partido.",
  },
  boulder: {
    heroTitle: "Dónde ver fútbol en Boulder",
    heroSubtitle: "Cervecerías y patios alrededor de Pearl Street",
    description:
      "Pearl Street y las muchas cervecerías artesanales de Boulder ofrecen lugares tranquilos para ver los partidos, y los bares futboleros más grandes de Denver están a unas 30 millas. Los partidos se rigen por la hora de la Montaña.",
  },
  "aurora-co": {
    heroTitle: "Dónde ver fútbol en Aurora",
    heroSubtitle: "Restaurantes y bares de la comunidad a lo largo de East Colfax",
    description:
      "Aurora es una de las ciudades más diversas de Colorado, y los restaurantes y bares de East Colfax reciben a aficionados de muchas selecciones. Los bares futboleros del centro de Denver están a poca distancia en auto hacia el oeste.",
  },
  miami: {
    heroTitle: "Dónde ver fútbol en Miami",
    heroSubtitle: "Ciudad sede: de las azoteas de Brickell a la Calle Ocho",
    description:
      "El Hard Rock Stadium de Miami Gardens es uno de los estadios del Mundial 2026, y las comunidades latinoamericanas y caribeñas de Miami la hacen una de las ciudades más futboleras del país. Brickell, Wynwood y la Pequeña Habana se llenan los días de partido, e Inter Miami CF ha convertido la MLS en un gran atractivo local.",
  },
  orlando: {
    heroTitle: "Dónde ver fútbol en Orlando",
    heroSubtitle: "Pubs y bares deportivos del centro en una verdadera ciudad futbolera",
    description:
      "Orlando City SC y el Orlando Pride juegan en el centro, en el Inter&Co Stadium, y la ciudad tiene una escena de bares futboleros bien establecida. El estadio sede más cercano es el Hard Rock Stadium de Miami Gardens, a unas tres horas y media al sur.",
  },
  tampa: {
    heroTitle: "Dónde ver fútbol en Tampa",
    heroSubtitle: "Bares de Ybor City y lugares frente al agua",
    description:
      "La historia futbolera de Tampa Bay va desde los Tampa Bay Rowdies originales de los años setenta hasta el actual club de la USL del mismo nombre, y Ybor City y el Channel District son buenos puntos de partida para encontrar un partido.",
  },
  jacksonville: {
    heroTitle: "Dónde ver fútbol en Jacksonville",
    heroSubtitle: "Bares de Riverside, San Marco y la playa",
    description:
      "Los bares de Jacksonville en San Marco, Riverside y en las playas pasan los grandes partidos, y con la hora del Este la mayoría de los partidos cae a horas cómodas.",
  },
  "fort-lauderdale": {
    heroTitle: "Dónde ver fútbol en Fort Lauderdale",
    heroSubtitle: "Bares de Las Olas y frente a la playa cerca del estadio sede de Miami",
    description:
      "Fort Lauderdale comparte con Miami la región sede del sur de Florida, y el Hard Rock Stadium de Miami Gardens está a solo unas 20 millas al sur. Las Olas Boulevard y los bares frente a la playa son los puntos de encuentro habituales.",
  },
  atlanta: {
    heroTitle: "Dónde ver fútbol en Atlanta",
    heroSubtitle: "Ciudad sede: bares de aficionados, jardines cerveceros y patios del BeltLine",
    description:
      "El Mercedes-Benz Stadium, casa del Atlanta United, es uno de los estadios del Mundial 2026, con una semifinal entre sus partidos, y las enormes asistencias del club han hecho de Atlanta una de las ciudades más futboleras de la MLS. Midtown, Castleberry Hill y el Old Fourth Ward, a lo largo del BeltLine, son donde buscar ambiente los días de partido.",
  },
  savannah: {
    heroTitle: "Dónde ver fútbol en Savannah",
    heroSubtitle: "Pubs del distrito histórico y bares de River Street",
    description:
      "El distrito histórico de Savannah y River Street son lugares para recorrer a pie y ver un partido, y los partidos de Atlanta en el Mercedes-Benz Stadium quedan a unas cuatro horas en auto.",
  },
  chicago: {
    heroTitle: "Dónde ver fútbol en Chicago",
    heroSubtitle: "Pubs futboleros de barrio en una de las grandes ciudades del fútbol de Estados Unidos",
    description:
      "Chicago no es ciudad sede en 2026, pero el Soldier Field acogió el partido inaugural del Mundial de 1994, y la ciudad tiene al Chicago Fire FC, a las Chicago Stars de la NWSL y bares futboleros de larga tradición en Wicker Park, Lincoln Park y Pilsen. En hora del Centro, los partidos de la Costa Este empiezan una hora antes.",
  },
  "aurora-il": {
    heroTitle: "Dónde ver fútbol en Aurora",
    heroSubtitle: "Bares deportivos junto al río Fox y lugares en los suburbios",
    description:
      "Aurora, la segunda ciudad más grande de Illinois, está junto al río Fox, a unas 40 millas al oeste de Chicago; su centro y los suburbios cercanos tienen bares deportivos para los grandes partidos, y los pubs futboleros de Chicago están a un viaje en Metra.",
  },
  naperville: {
    heroTitle: "Dónde ver fútbol en Naperville",
    heroSubtitle: "Lugares aptos para familias y bares deportivos cerca del Riverwalk",
    description:
      "El centro de Naperville, a lo largo del Riverwalk, tiene restaurantes y bares que pasan los grandes partidos, y la línea BNSF de Metra hace que ir a los pubs futboleros de Chicago sea fácil.",
  },
  indianapolis: {
    heroTitle: "Dónde ver fútbol en Indianápolis",
    heroSubtitle: "Pubs de Mass Ave y bares deportivos del centro",
    description:
      "Indy Eleven mantiene una fuerte afición al fútbol en Indianápolis, y Mass Ave, Fountain Square y el centro son donde suelen reunirse los aficionados. Indianápolis está en la hora del Este, así que los partidos coinciden con las ciudades sede de la Costa Este.",
  },
  "fort-wayne": {
    heroTitle: "Dónde ver fútbol en Fort Wayne",
    heroSubtitle: "Bares y restaurantes del centro con el partido en pantalla",
    description:
      "El centro de Fort Wayne, alrededor del Parkview Field y The Landing, tiene bares y restaurantes para los grandes partidos; como la mayor parte de Indiana, la ciudad se rige por la hora del Este.",
  },
  "new-orleans": {
    heroTitle: "Dónde ver fútbol en Nueva Orleans",
    heroSubtitle: "Pubs del Barrio Francés y bares de barrio",
    description:
      "Nueva Orleans nunca necesita excusa para una watch party, y el Barrio Francés, el Marigny y Mid-City tienen bares con pantallas. Los partidos de Houston en el NRG Stadium quedan a unas cinco horas y media al oeste por la I-10.",
  },
  "baton-rouge": {
    heroTitle: "Dónde ver fútbol en Baton Rouge",
    heroSubtitle: "Bares deportivos del centro y de la zona universitaria",
    description:
      "El centro de Baton Rouge y los bares cerca de LSU son los principales lugares para ver los partidos, y la ciudad sede más cercana es Houston, a unas cuatro horas al oeste por la I-10.",
  },
  boston: {
    heroTitle: "Dónde ver fútbol en Boston",
    heroSubtitle: "Ciudad sede: pubs irlandeses, bares deportivos y azoteas del Seaport",
    description:
      "Los partidos de Boston se juegan en el Gillette Stadium de Foxborough, casa del New England Revolution, a unas 25 millas al suroeste del centro. Fenway, South Boston y los pubs alrededor de Faneuil Hall tienen la costumbre de llenarse temprano por la mañana con la Premier League, y esa afición llega directo al Mundial.",
  },
  "cambridge-ma": {
    heroTitle: "Dónde ver fútbol en Cambridge",
    heroSubtitle: "Pubs y bares, plaza por plaza",
    description:
      "Las plazas Central, Harvard y Porter de Cambridge tienen pubs acostumbrados a los aficionados madrugadores del fútbol europeo, y la Red Line deja el centro de Boston a minutos. Los partidos del área de Boston se juegan en el Gillette Stadium de Foxborough.",
  },
  worcester: {
    heroTitle: "Dónde ver fútbol en Worcester",
    heroSubtitle: "Lugares para ver fútbol en el Canal District y Shrewsbury Street",
    description:
      "El Canal District y Shrewsbury Street son las principales zonas de bares de Worcester, y el Gillette Stadium, la sede del área de Boston en Foxborough, está a cerca de una hora en auto.",
  },
  "springfield-ma": {
    heroTitle: "Dónde ver fútbol en Springfield",
    heroSubtitle: "Bares y lugares para ver fútbol en el oeste de Massachusetts",
    description:
      "Springfield y el Pioneer Valley que la rodea tienen bares y restaurantes que pasan los grandes partidos, y el Gillette Stadium, la sede del área de Boston, está a unas 80 millas al este.",
  },
  detroit: {
    heroTitle: "Dónde ver fútbol en Detroit",
    heroSubtitle: "Pubs de Corktown y bares deportivos del centro",
    description:
      "Los apasionados aficionados del Detroit City FC han hecho de Detroit una verdadera ciudad futbolera, y Corktown, Midtown y el centro tienen muchos bares que pasan partidos. Michigan está en la hora del Este, igual que las ciudades sede de la Costa Este.",
  },
  "grand-rapids": {
    heroTitle: "Dónde ver fútbol en Grand Rapids",
    heroSubtitle: "Cervecerías y bares deportivos en Beer City",
    description:
      "Grand Rapids es conocida por sus cervecerías, y las del centro y del West Side son lugares tranquilos para ver un partido. Michigan se rige por la hora del Este.",
  },
  "ann-arbor": {
    heroTitle: "Dónde ver fútbol en Ann Arbor",
    heroSubtitle: "Bares de Main Street y pubs universitarios",
    description:
      "Main Street y los bares cerca del campus de la Universidad de Michigan hacen fácil encontrar un partido en Ann Arbor, y el ambiente futbolero de Detroit está a menos de una hora al este.",
  },
  minneapolis: {
    heroTitle: "Dónde ver fútbol en Minneapolis",
    heroSubtitle: "Cervecerías de Northeast y bares del North Loop",
    description:
      "Barrios de Minneapolis como North Loop, Northeast y Uptown tienen bares y cervecerías acostumbrados a los aficionados al fútbol, y Minnesota United juega al otro lado del río, en Saint Paul. En hora del Centro, los partidos nocturnos de la Costa Este empiezan una hora antes.",
  },
  "saint-paul": {
    heroTitle: "Dónde ver fútbol en Saint Paul",
    heroSubtitle: "Lugares para ver fútbol en Midway y Lowertown",
    description:
      "Saint Paul es la casa del Allianz Field, donde juega Minnesota United, y el barrio Midway alrededor del estadio y Lowertown, en el centro, son puntos de reunión naturales los días de partido.",
  },
  "kansas-city": {
    heroTitle: "Dónde ver fútbol en Kansas City",
    heroSubtitle: "Ciudad sede: Power & Light, Crossroads y Westport",
    description:
      "Los partidos de Kansas City se juegan en el Arrowhead Stadium, en un área metropolitana que es casa del Sporting KC y del KC Current de la NWSL, cuyo estadio junto al río fue el primero construido para un equipo profesional femenino. Power & Light, el Crossroads y Westport se llenan los días de partido, y aquí los partidos se rigen por la hora del Centro.",
  },
  "st-louis": {
    heroTitle: "Dónde ver fútbol en St. Louis",
    heroSubtitle: "Pubs de Soulard y bares futboleros del centro",
    description:
      "St. Louis tiene una de las tradiciones futboleras más antiguas del país (cinco jugadores del equipo de Estados Unidos que venció a Inglaterra en el Mundial de 1950 eran de la ciudad), y St. Louis City SC ahora llena el centro. Soulard y The Grove son buenos lugares para ver los partidos; los de Kansas City quedan a unas cuatro horas al oeste.",
  },
  "springfield-mo": {
    heroTitle: "Dónde ver fútbol en Springfield",
    heroSubtitle: "Lugares para ver fútbol en el centro y en Commercial Street",
    description:
      "El centro de Springfield y Commercial Street tienen bares y cervecerías para los grandes partidos, y los partidos de Kansas City en el Arrowhead Stadium quedan a unas tres horas en auto hacia el norte.",
  },
  "las-vegas": {
    heroTitle: "Dónde ver fútbol en Las Vegas",
    heroSubtitle: "Casas de apuestas deportivas, pubs y watch parties dentro y fuera del Strip",
    description:
      "Las casas de apuestas deportivas de los casinos, los bares del Strip y los pubs fuera de él pasan los partidos, y el equipo de la USL de la ciudad, Las Vegas Lights FC, juega en el Cashman Field. Nevada está en la hora del Pacífico, y el estadio sede más cercano, el SoFi de Los Ángeles, queda a unas cuatro horas en auto.",
  },
  reno: {
    heroTitle: "Dónde ver fútbol en Reno",
    heroSubtitle: "Pubs de Midtown y bares deportivos del centro",
    description:
      "El centro y Midtown de Reno tienen bares deportivos de casino y pubs para los grandes partidos, y los partidos del Área de la Bahía en el Levi's Stadium quedan a unas cuatro horas en auto cruzando la Sierra.",
  },
  "newark-nj": {
    heroTitle: "Dónde ver fútbol en Newark",
    heroSubtitle: "Cafés, restaurantes y bares del Ironbound",
    description:
      "El Ironbound de Newark, con sus comunidades portuguesa, brasileña y latinoamericana, es uno de los mejores lugares del país para ver fútbol internacional. El MetLife Stadium, sede de la final de 2026, está a unas 10 millas, y el Red Bull Arena está al otro lado del río Passaic, en Harrison.",
  },
  "jersey-city": {
    heroTitle: "Dónde ver fútbol en Jersey City",
    heroSubtitle: "Bares de Grove Street frente a Manhattan",
    description:
      "Jersey City mira al Bajo Manhattan desde el otro lado del Hudson, con bares alrededor de Grove Street y Newport a un corto viaje en PATH desde Nueva York. El MetLife Stadium, sede de la final de 2026, está en los cercanos Meadowlands.",
  },
  hoboken: {
    heroTitle: "Dónde ver fútbol en Hoboken",
    heroSubtitle: "Bares de Washington Street en la región sede",
    description:
      "Washington Street, en Hoboken, está llena de bares y restaurantes, y los trenes de NJ Transit de la Hoboken Terminal la convierten en una base práctica para la región sede de Nueva York Nueva Jersey, cuyos partidos, incluida la final, se juegan en el MetLife Stadium.",
  },
  "east-rutherford": {
    heroTitle: "Dónde ver fútbol en East Rutherford",
    heroSubtitle: "Lugares para ver fútbol junto a la sede de la final de 2026",
    description:
      "East Rutherford es la casa del MetLife Stadium, en los Meadowlands, donde se juegan los partidos de la región sede de Nueva York Nueva Jersey, incluida la final del 19 de julio de 2026. Para los partidos que se juegan en otras sedes, los bares y restaurantes de East Rutherford y de la vecina Rutherford están a un paso del estadio.",
  },
  albuquerque: {
    heroTitle: "Dónde ver fútbol en Albuquerque",
    heroSubtitle: "Cervecerías y bares de Nob Hill al centro",
    description:
      "New Mexico United ha creado una de las aficiones más ruidosas de la USL, y Nob Hill, el centro y las muchas cervecerías de Albuquerque son buenos lugares para ver los partidos. Nuevo México está en la hora de la Montaña.",
  },
  "santa-fe": {
    heroTitle: "Dónde ver fútbol en Santa Fe",
    heroSubtitle: "Restaurantes y bares alrededor de la Plaza y el Railyard",
    description:
      "La zona de la Plaza y el distrito del Railyard de Santa Fe tienen restaurantes y bares que pasan los grandes partidos; la ciudad está en la hora de la Montaña, dos horas menos que en la Costa Este.",
  },
  "new-york": {
    heroTitle: "Dónde ver fútbol en Nueva York",
    heroSubtitle: "Sede de la final: bares de aficionados para cada selección",
    description:
      "La región sede de Nueva York Nueva Jersey juega sus partidos en el MetLife Stadium de East Rutherford, Nueva Jersey, incluida la final del 19 de julio de 2026. En los cinco distritos, de Astoria y Jackson Heights al East Village y Hell's Kitchen, hay un bar para casi cada selección, y NYCFC, los Red Bulls y Gotham FC mantienen vivo el fútbol local todo el año.",
  },
  buffalo: {
    heroTitle: "Dónde ver fútbol en Buffalo",
    heroSubtitle: "Bares de Elmwood y Allentown cerca de la frontera con Canadá",
    description:
      "Los bares de Elmwood Village, Allentown y el centro de Buffalo son los lugares para ver los partidos, y Toronto, una de las dos ciudades sede de Canadá en 2026, está a solo unas dos horas.",
  },
  "rochester-ny": {
    heroTitle: "Dónde ver fútbol en Rochester",
    heroSubtitle: "Pubs del East End y South Wedge",
    description:
      "El East End y South Wedge de Rochester tienen pubs y bares para los grandes partidos, y Toronto, ciudad sede de 2026, está a unas tres horas por carretera.",
  },
  "albany-ny": {
    heroTitle: "Dónde ver fútbol en Albany",
    heroSubtitle: "Pubs de Lark Street y bares del centro",
    description:
      "Lark Street y el centro de Albany tienen pubs y bares para los días de partido, y los partidos de Nueva York Nueva Jersey en el MetLife Stadium quedan a unas dos horas y media al sur.",
  },
  charlotte: {
    heroTitle: "Dónde ver fútbol en Charlotte",
    heroSubtitle: "Cervecerías de South End y bares deportivos de Uptown",
    description:
      "Las grandes asistencias del Charlotte FC en el Bank of America Stadium han hecho de Charlotte una verdadera ciudad futbolera, y South End, NoDa y Uptown están llenos de lugares para ver los partidos. Los partidos de Atlanta quedan a unas cuatro horas en auto.",
  },
  raleigh: {
    heroTitle: "Dónde ver fútbol en Raleigh",
    heroSubtitle: "Lugares para ver fútbol en Glenwood South y el Warehouse District",
    description:
      "Las North Carolina Courage juegan a las afueras de Raleigh, en Cary, y Glenwood South y el Warehouse District, en el centro, son los lugares para encontrar un bar con el partido.",
  },
  durham: {
    heroTitle: "Dónde ver fútbol en Durham",
    heroSubtitle: "Cervecerías y bares del centro en el Triangle",
    description:
      "El centro de Durham y el American Tobacco Campus tienen cervecerías y bares para los grandes partidos, y el fútbol profesional del Triangle, las Courage y el North Carolina FC, está en la cercana Cary.",
  },
  asheville: {
    heroTitle: "Dónde ver fútbol en Asheville",
    heroSubtitle: "Cervecerías del South Slope y pubs del centro",
    description:
      "Las cervecerías de Asheville, del centro al South Slope, son lugares tranquilos para ver un partido, y con la hora del Este los partidos coinciden con las ciudades sede de la Costa Este.",
  },
  "columbus-oh": {
    heroTitle: "Dónde ver fútbol en Columbus",
    heroSubtitle: "Bares del Short North y cervecerías del Brewery District",
    description:
      "El Columbus Crew, uno de los clubes fundadores de la MLS, juega en el Lower.com Field, en el Arena District, y el Short North y el Brewery District son buenos lugares cercanos para ver los partidos. Columbus está en la hora del Este.",
  },
  cleveland: {
    heroTitle: "Dónde ver fútbol en Cleveland",
    heroSubtitle: "Cervecerías de Ohio City y bares del centro",
    description:
      "Ohio City, Tremont y East 4th Street, en Cleveland, tienen bares y cervecerías acostumbrados al ambiente de los grandes partidos, y la ciudad está en la hora del Este.",
  },
  cincinnati: {
    heroTitle: "Dónde ver fútbol en Cincinnati",
    heroSubtitle: "Bares de Over-the-Rhine y lugares junto al río",
    description:
      "El TQL Stadium del FC Cincinnati, en el West End, y los bares de Over-the-Rhine le dan a Cincinnati uno de los ambientes de partido más animados de la MLS. Vine Street, en Over-the-Rhine, y The Banks, junto al río, son los lugares para empezar.",
  },
  toledo: {
    heroTitle: "Dónde ver fútbol en Toledo",
    heroSubtitle: "Bares del Warehouse District y pubs del centro",
    description:
      "Los bares del centro de Toledo y del Warehouse District, cerca del Fifth Third Field, son los lugares más fáciles para ver un partido, y el ambiente futbolero de Detroit está a cerca de una hora al norte.",
  },
  "oklahoma-city": {
    heroTitle: "Dónde ver fútbol en Oklahoma City",
    heroSubtitle: "Lugares para ver fútbol en Bricktown y Midtown",
    description:
      "Bricktown, Midtown y el Plaza District de Oklahoma City tienen bares y restaurantes con pantallas, y los partidos de Dallas en el AT&T Stadium de Arlington quedan a unas tres horas en auto hacia el sur.",
  },
  tulsa: {
    heroTitle: "Dónde ver fútbol en Tulsa",
    heroSubtitle: "Bares del Blue Dome y del Arts District",
    description:
      "El FC Tulsa juega en el ONEOK Field, en el centro, y los cercanos distritos Blue Dome y Tulsa Arts son buenos para los bares en día de partido. Los partidos del área de Dallas en el AT&T Stadium quedan a unas cuatro horas.",
  },
  portland: {
    heroTitle: "Dónde ver fútbol en Portland",
    heroSubtitle: "Soccer City USA: pubs, cervecerías y bares de aficionados",
    description:
      "Portland es una de las grandes ciudades futboleras de Estados Unidos, con los Timbers y las Thorns llenando el Providence Park, y sus pubs están acostumbrados a los partidos europeos de madrugada. Los partidos de Seattle en el Lumen Field quedan a unas tres horas en auto hacia el norte.",
  },
  eugene: {
    heroTitle: "Dónde ver fútbol en Eugene",
    heroSubtitle: "Cervecerías del centro y del Whiteaker",
    description:
      "Eugene, conocida como TrackTown USA, tiene cervecerías y bares en el centro y en el Whiteaker para los grandes partidos, y los pubs futboleros de Portland están a unas dos horas al norte.",
  },
  philadelphia: {
    heroTitle: "Dónde ver fútbol en Filadelfia",
    heroSubtitle: "Ciudad sede: pubs de South Philly, cervecerías de Fishtown y bares de Center City",
    description:
      "El Lincoln Financial Field, en el complejo deportivo del sur de Filadelfia, es uno de los estadios del Mundial 2026, en una ciudad donde el Philadelphia Union, que juega un poco más al sur, en Chester, ha formado una afición fiel. Fishtown, Center City y East Passyunk están llenos de bares donde se reúnen los aficionados.",
  },
  pittsburgh: {
    heroTitle: "Dónde ver fútbol en Pittsburgh",
    heroSubtitle: "Bares del Strip District, South Side y Lawrenceville",
    description:
      "Los Pittsburgh Riverhounds juegan en el Highmark Stadium, junto a Station Square, y el Strip District, South Side y Lawrenceville tienen muchos bares para los días de partido. Los partidos de Filadelfia quedan a unas cinco horas al este.",
  },
  harrisburg: {
    heroTitle: "Dónde ver fútbol en Harrisburg",
    heroSubtitle: "Bares y restaurantes de Second Street",
    description:
      "Second Street es la principal zona de bares de Harrisburg, y los partidos de Filadelfia en el Lincoln Financial Field quedan a unas dos horas al este.",
  },
  "charleston-sc": {
    heroTitle: "Dónde ver fútbol en Charleston",
    heroSubtitle: "Pubs y bares de King Street",
    description:
      "El Charleston Battery, uno de los clubes profesionales más longevos del país, le da a Charleston una afición futbolera auténtica, y King Street y Upper King son donde los aficionados se reúnen a ver los partidos.",
  },
  "columbia-sc": {
    heroTitle: "Dónde ver fútbol en Columbia",
    heroSubtitle: "Bares deportivos de Vista y Five Points",
    description:
      "Los distritos Vista y Five Points de Columbia, cerca de la Universidad de Carolina del Sur, son los principales lugares para ver los partidos, y los de Atlanta quedan a unas tres horas y media.",
  },
  "greenville-sc": {
    heroTitle: "Dónde ver fútbol en Greenville",
    heroSubtitle: "Lugares para ver fútbol en Main Street y el West End",
    description:
      "Greenville Triumph SC le da a la ciudad un equipo de fútbol local, y Main Street y el West End, cerca del Fluor Field, son lugares fáciles para encontrar un partido. Los partidos de Atlanta quedan a unas dos horas y media al suroeste.",
  },
  nashville: {
    heroTitle: "Dónde ver fútbol en Nashville",
    heroSubtitle: "Bares de Broadway y pubs de East Nashville",
    description:
      "Nashville SC juega en el GEODIS Park, uno de los estadios de fútbol más grandes del país, y Lower Broadway, the Gulch y East Nashville ofrecen a los aficionados muchísimos lugares para ver los partidos. Nashville se rige por la hora del Centro.",
  },
  memphis: {
    heroTitle: "Dónde ver fútbol en Memphis",
    heroSubtitle: "Pubs de Midtown y bares deportivos del centro",
    description:
      "Beale Street, Overton Square en Midtown y Cooper-Young son los principales lugares para ver un partido en pantalla en Memphis; la ciudad se rige por la hora del Centro, una hora menos que en la Costa Este.",
  },
  knoxville: {
    heroTitle: "Dónde ver fútbol en Knoxville",
    heroSubtitle: "Lugares para ver fútbol en Old City y Market Square",
    description:
      "Old City y Market Square, en Knoxville, tienen bares y cervecerías para los días de partido, y One Knoxville SC ha traído el fútbol profesional a la ciudad. A diferencia de Nashville y Memphis, Knoxville está en la hora del Este.",
  },
  dallas: {
    heroTitle: "Dónde ver fútbol en Dallas",
    heroSubtitle: "Ciudad sede: pubs de Deep Ellum, patios de Uptown y jardines cerveceros",
    description:
      "La región sede de Dallas juega sus partidos, incluida una semifinal, en el AT&T Stadium de Arlington, a unas 20 millas al oeste del centro. El FC Dallas, en Frisco, sostiene una gran escena futbolera local, y Deep Ellum, Uptown y Lower Greenville son donde los aficionados ven los partidos.",
  },
  houston: {
    heroTitle: "Dónde ver fútbol en Houston",
    heroSubtitle: "Ciudad sede: EaDo, Midtown, Montrose y the Heights",
    description:
      "El NRG Stadium acoge los partidos de Houston en 2026, y el Dynamo y el Dash juegan en el centro, en el Shell Energy Stadium de EaDo. La gran comunidad latinoamericana de Houston hace que sea fácil encontrar bares con transmisiones en español, y los partidos se rigen por la hora del Centro.",
  },
  austin: {
    heroTitle: "Dónde ver fútbol en Austin",
    heroSubtitle: "Jardines cerveceros de East Austin y patios de South Congress",
    description:
      "Las multitudes del Austin FC en el Q2 Stadium han convertido rápidamente a la ciudad en una plaza futbolera, y East Austin, Rainey Street y South Congress son buenos lugares para ver los partidos. Los partidos de Houston y de Dallas quedan a unas tres horas en auto cada uno.",
  },
  "san-antonio": {
    heroTitle: "Dónde ver fútbol en San Antonio",
    heroSubtitle: "Lugares para ver fútbol en the Pearl, Southtown y el centro",
    description:
      "El San Antonio FC juega en el Toyota Field, y la fuerte cultura futbolera mexicoamericana de la ciudad llena los bares del centro, the Pearl y Southtown en los grandes partidos. Los partidos de Houston quedan a unas tres horas al este.",
  },
  "fort-worth": {
    heroTitle: "Dónde ver fútbol en Fort Worth",
    heroSubtitle: "Bares de Sundance Square y Near Southside",
    description:
      "Fort Worth está incluso más cerca del AT&T Stadium de Arlington que el centro de Dallas, y Sundance Square, Near Southside y West 7th tienen bares para los días de partido.",
  },
  "el-paso": {
    heroTitle: "Dónde ver fútbol en El Paso",
    heroSubtitle: "Bares y restaurantes de una ciudad fronteriza",
    description:
      "El Paso Locomotive FC le da a la ciudad su propio equipo de la USL, y al otro lado de la frontera Ciudad Juárez comparte la misma pasión por el fútbol. A diferencia de la mayor parte de Texas, El Paso está en la hora de la Montaña.",
  },
  "arlington-tx": {
    heroTitle: "Dónde ver fútbol en Arlington",
    heroSubtitle: "Junto al AT&T Stadium",
    description:
      "Arlington es la casa del AT&T Stadium, donde se juegan los partidos de la región sede de Dallas en 2026, y el Entertainment District alrededor del estadio, incluido Texas Live!, es el centro de la actividad los días de partido.",
  },
  "salt-lake-city": {
    heroTitle: "Dónde ver fútbol en Salt Lake City",
    heroSubtitle: "Pubs del centro y bares de Sugar House",
    description:
      "Real Salt Lake y las Utah Royals juegan en la cercana Sandy, y el centro y el barrio Sugar House de Salt Lake City tienen pubs y bares para los días de partido. Utah está en la hora de la Montaña.",
  },
  provo: {
    heroTitle: "Dónde ver fútbol en Provo",
    heroSubtitle: "Restaurantes aptos para familias en Center Street",
    description:
      "Provo tiene menos bares que la mayoría de las ciudades de su tamaño, así que los restaurantes y lugares aptos para familias alrededor de Center Street son los sitios habituales para ver un partido.",
  },
  "richmond-va": {
    heroTitle: "Dónde ver fútbol en Richmond",
    heroSubtitle: "Cervecerías de Scott's Addition y pubs del Fan District",
    description:
      "Los Richmond Kickers, fundados en 1993, son uno de los clubes más longevos del fútbol estadounidense, y Scott's Addition, the Fan y Shockoe Bottom son buenas opciones para ver los partidos. Los partidos de Filadelfia quedan a unas cuatro horas al norte.",
  },
  "virginia-beach": {
    heroTitle: "Dónde ver fútbol en Virginia Beach",
    heroSubtitle: "Lugares para ver fútbol en el Oceanfront y Town Center",
    description:
      "El Oceanfront y Town Center de Virginia Beach tienen bares deportivos y restaurantes con pantallas, un lugar tranquilo para ver los partidos si tu viaje de verano a la playa coincide con el torneo.",
  },
  norfolk: {
    heroTitle: "Dónde ver fútbol en Norfolk",
    heroSubtitle: "Pubs de Granby Street y Ghent",
    description:
      "Granby Street, en el centro de Norfolk, y el barrio Ghent tienen pubs y bares para los grandes partidos; como el resto de Virginia, la ciudad se rige por la hora del Este.",
  },
  "arlington-va": {
    heroTitle: "Dónde ver fútbol en Arlington",
    heroSubtitle: "Bares de Clarendon y Ballston cerca de D.C.",
    description:
      "Los barrios Clarendon y Ballston de Arlington son conocidos por sus bares y están a un corto viaje en Metro de Washington D. C., casa del D.C. United y del Washington Spirit. La ciudad sede más cercana es Filadelfia, a unas tres horas al norte.",
  },
  seattle: {
    heroTitle: "Dónde ver fútbol en Seattle",
    heroSubtitle: "Ciudad sede: pubs de Pioneer Square, cervecerías de Ballard y más",
    description:
      "El Lumen Field, casa de los Seattle Sounders y del Seattle Reign, es uno de los estadios del Mundial 2026, en una ciudad cuyas asistencias en la MLS están entre las más grandes del país. Pioneer Square y SoDo están justo al lado del estadio, y en hora del Pacífico un partido a las 3 p.m. hora del Este empieza aquí al mediodía.",
  },
  tacoma: {
    heroTitle: "Dónde ver fútbol en Tacoma",
    heroSubtitle: "Bares de Sixth Avenue y del centro",
    description:
      "Tacoma está a unas 35 millas al sur de Seattle, así que los partidos del Lumen Field quedan a mano, y el centro y el distrito de Sixth Avenue tienen bares para ver los partidos.",
  },
  spokane: {
    heroTitle: "Dónde ver fútbol en Spokane",
    heroSubtitle: "Bares y cervecerías del centro",
    description:
      "Spokane Velocity FC y Spokane Zephyr FC han traído el fútbol profesional a la ciudad, y los bares del centro son el lugar más fácil para ver un partido. Spokane está en la hora del Pacífico.",
  },
  "vancouver-wa": {
    heroTitle: "Dónde ver fútbol en Vancouver, WA",
    heroSubtitle: "Bares del centro y junto al río, frente a Portland",
    description:
      "Vancouver, Washington, está justo al otro lado del río Columbia frente a los pubs futboleros de Portland, y comparte nombre con Vancouver, Columbia Británica, una de las dos ciudades sede de Canadá en 2026, a unas cinco horas al norte.",
  },
};
