-- The seeded city titles spoke of the World Cup as ahead ("Watch the World Cup in Seattle"). A row that
-- still holds the seeded text gets the new seeded one (docs/decisions/024); a title an admin wrote is kept.
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Birmingham' WHERE `slug` = 'birmingham' AND `hero_title` = 'Watch the World Cup in Birmingham';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Huntsville' WHERE `slug` = 'huntsville' AND `hero_title` = 'Watch the World Cup in Huntsville';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Montgomery' WHERE `slug` = 'montgomery' AND `hero_title` = 'Watch the World Cup in Montgomery';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Mobile' WHERE `slug` = 'mobile' AND `hero_title` = 'Watch the World Cup in Mobile';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Phoenix' WHERE `slug` = 'phoenix' AND `hero_title` = 'Watch the World Cup in Phoenix';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Tucson' WHERE `slug` = 'tucson' AND `hero_title` = 'Watch the World Cup in Tucson';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Mesa' WHERE `slug` = 'mesa' AND `hero_title` = 'Watch the World Cup in Mesa';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Scottsdale' WHERE `slug` = 'scottsdale' AND `hero_title` = 'Watch the World Cup in Scottsdale';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Los Angeles' WHERE `slug` = 'los-angeles' AND `hero_title` = 'Watch the World Cup in Los Angeles';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in San Francisco' WHERE `slug` = 'san-francisco' AND `hero_title` = 'Watch the World Cup in San Francisco';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in San Diego' WHERE `slug` = 'san-diego' AND `hero_title` = 'Watch the World Cup in San Diego';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in San Jose' WHERE `slug` = 'san-jose' AND `hero_title` = 'Watch the World Cup in San Jose';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Sacramento' WHERE `slug` = 'sacramento' AND `hero_title` = 'Watch the World Cup in Sacramento';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Oakland' WHERE `slug` = 'oakland' AND `hero_title` = 'Watch the World Cup in Oakland';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Long Beach' WHERE `slug` = 'long-beach' AND `hero_title` = 'Watch the World Cup in Long Beach';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Denver' WHERE `slug` = 'denver' AND `hero_title` = 'Watch the World Cup in Denver';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Colorado Springs' WHERE `slug` = 'colorado-springs' AND `hero_title` = 'Watch the World Cup in Colorado Springs';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Boulder' WHERE `slug` = 'boulder' AND `hero_title` = 'Watch the World Cup in Boulder';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Aurora' WHERE `slug` = 'aurora-co' AND `hero_title` = 'Watch the World Cup in Aurora';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Miami' WHERE `slug` = 'miami' AND `hero_title` = 'Watch the World Cup in Miami';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Orlando' WHERE `slug` = 'orlando' AND `hero_title` = 'Watch the World Cup in Orlando';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Tampa' WHERE `slug` = 'tampa' AND `hero_title` = 'Watch the World Cup in Tampa';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Jacksonville' WHERE `slug` = 'jacksonville' AND `hero_title` = 'Watch the World Cup in Jacksonville';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Fort Lauderdale' WHERE `slug` = 'fort-lauderdale' AND `hero_title` = 'Watch the World Cup in Fort Lauderdale';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Atlanta' WHERE `slug` = 'atlanta' AND `hero_title` = 'Watch the World Cup in Atlanta';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Savannah' WHERE `slug` = 'savannah' AND `hero_title` = 'Watch the World Cup in Savannah';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Chicago' WHERE `slug` = 'chicago' AND `hero_title` = 'Watch the World Cup in Chicago';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Aurora' WHERE `slug` = 'aurora-il' AND `hero_title` = 'Watch the World Cup in Aurora';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Naperville' WHERE `slug` = 'naperville' AND `hero_title` = 'Watch the World Cup in Naperville';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Indianapolis' WHERE `slug` = 'indianapolis' AND `hero_title` = 'Watch the World Cup in Indianapolis';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Fort Wayne' WHERE `slug` = 'fort-wayne' AND `hero_title` = 'Watch the World Cup in Fort Wayne';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in New Orleans' WHERE `slug` = 'new-orleans' AND `hero_title` = 'Watch the World Cup in New Orleans';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Baton Rouge' WHERE `slug` = 'baton-rouge' AND `hero_title` = 'Watch the World Cup in Baton Rouge';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Boston' WHERE `slug` = 'boston' AND `hero_title` = 'Watch the World Cup in Boston';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Cambridge' WHERE `slug` = 'cambridge-ma' AND `hero_title` = 'Watch the World Cup in Cambridge';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Worcester' WHERE `slug` = 'worcester' AND `hero_title` = 'Watch the World Cup in Worcester';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Springfield' WHERE `slug` = 'springfield-ma' AND `hero_title` = 'Watch the World Cup in Springfield';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Detroit' WHERE `slug` = 'detroit' AND `hero_title` = 'Watch the World Cup in Detroit';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Grand Rapids' WHERE `slug` = 'grand-rapids' AND `hero_title` = 'Watch the World Cup in Grand Rapids';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Ann Arbor' WHERE `slug` = 'ann-arbor' AND `hero_title` = 'Watch the World Cup in Ann Arbor';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Minneapolis' WHERE `slug` = 'minneapolis' AND `hero_title` = 'Watch the World Cup in Minneapolis';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Saint Paul' WHERE `slug` = 'saint-paul' AND `hero_title` = 'Watch the World Cup in Saint Paul';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Kansas City' WHERE `slug` = 'kansas-city' AND `hero_title` = 'Watch the World Cup in Kansas City';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in St. Louis' WHERE `slug` = 'st-louis' AND `hero_title` = 'Watch the World Cup in St. Louis';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Springfield' WHERE `slug` = 'springfield-mo' AND `hero_title` = 'Watch the World Cup in Springfield';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Las Vegas' WHERE `slug` = 'las-vegas' AND `hero_title` = 'Watch the World Cup in Las Vegas';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Reno' WHERE `slug` = 'reno' AND `hero_title` = 'Watch the World Cup in Reno';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Newark' WHERE `slug` = 'newark-nj' AND `hero_title` = 'Watch the World Cup in Newark';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Jersey City' WHERE `slug` = 'jersey-city' AND `hero_title` = 'Watch the World Cup in Jersey City';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Hoboken' WHERE `slug` = 'hoboken' AND `hero_title` = 'Watch the World Cup in Hoboken';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in East Rutherford' WHERE `slug` = 'east-rutherford' AND `hero_title` = 'Watch the World Cup in East Rutherford';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Albuquerque' WHERE `slug` = 'albuquerque' AND `hero_title` = 'Watch the World Cup in Albuquerque';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Santa Fe' WHERE `slug` = 'santa-fe' AND `hero_title` = 'Watch the World Cup in Santa Fe';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in New York' WHERE `slug` = 'new-york' AND `hero_title` = 'Watch the World Cup in New York';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Buffalo' WHERE `slug` = 'buffalo' AND `hero_title` = 'Watch the World Cup in Buffalo';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Rochester' WHERE `slug` = 'rochester-ny' AND `hero_title` = 'Watch the World Cup in Rochester';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Albany' WHERE `slug` = 'albany-ny' AND `hero_title` = 'Watch the World Cup in Albany';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Charlotte' WHERE `slug` = 'charlotte' AND `hero_title` = 'Watch the World Cup in Charlotte';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Raleigh' WHERE `slug` = 'raleigh' AND `hero_title` = 'Watch the World Cup in Raleigh';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Durham' WHERE `slug` = 'durham' AND `hero_title` = 'Watch the World Cup in Durham';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Asheville' WHERE `slug` = 'asheville' AND `hero_title` = 'Watch the World Cup in Asheville';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Columbus' WHERE `slug` = 'columbus-oh' AND `hero_title` = 'Watch the World Cup in Columbus';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Cleveland' WHERE `slug` = 'cleveland' AND `hero_title` = 'Watch the World Cup in Cleveland';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Cincinnati' WHERE `slug` = 'cincinnati' AND `hero_title` = 'Watch the World Cup in Cincinnati';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Toledo' WHERE `slug` = 'toledo' AND `hero_title` = 'Watch the World Cup in Toledo';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Oklahoma City' WHERE `slug` = 'oklahoma-city' AND `hero_title` = 'Watch the World Cup in Oklahoma City';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Tulsa' WHERE `slug` = 'tulsa' AND `hero_title` = 'Watch the World Cup in Tulsa';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Portland' WHERE `slug` = 'portland' AND `hero_title` = 'Watch the World Cup in Portland';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Eugene' WHERE `slug` = 'eugene' AND `hero_title` = 'Watch the World Cup in Eugene';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Philadelphia' WHERE `slug` = 'philadelphia' AND `hero_title` = 'Watch the World Cup in Philadelphia';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Pittsburgh' WHERE `slug` = 'pittsburgh' AND `hero_title` = 'Watch the World Cup in Pittsburgh';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Harrisburg' WHERE `slug` = 'harrisburg' AND `hero_title` = 'Watch the World Cup in Harrisburg';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Charleston' WHERE `slug` = 'charleston-sc' AND `hero_title` = 'Watch the World Cup in Charleston';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Columbia' WHERE `slug` = 'columbia-sc' AND `hero_title` = 'Watch the World Cup in Columbia';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Greenville' WHERE `slug` = 'greenville-sc' AND `hero_title` = 'Watch the World Cup in Greenville';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Nashville' WHERE `slug` = 'nashville' AND `hero_title` = 'Watch the World Cup in Nashville';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Memphis' WHERE `slug` = 'memphis' AND `hero_title` = 'Watch the World Cup in Memphis';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Knoxville' WHERE `slug` = 'knoxville' AND `hero_title` = 'Watch the World Cup in Knoxville';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Dallas' WHERE `slug` = 'dallas' AND `hero_title` = 'Watch the World Cup in Dallas';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Houston' WHERE `slug` = 'houston' AND `hero_title` = 'Watch the World Cup in Houston';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Austin' WHERE `slug` = 'austin' AND `hero_title` = 'Watch the World Cup in Austin';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in San Antonio' WHERE `slug` = 'san-antonio' AND `hero_title` = 'Watch the World Cup in San Antonio';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Fort Worth' WHERE `slug` = 'fort-worth' AND `hero_title` = 'Watch the World Cup in Fort Worth';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in El Paso' WHERE `slug` = 'el-paso' AND `hero_title` = 'Watch the World Cup in El Paso';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Arlington' WHERE `slug` = 'arlington-tx' AND `hero_title` = 'Watch the World Cup in Arlington';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Salt Lake City' WHERE `slug` = 'salt-lake-city' AND `hero_title` = 'Watch the World Cup in Salt Lake City';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Provo' WHERE `slug` = 'provo' AND `hero_title` = 'Watch the World Cup in Provo';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Richmond' WHERE `slug` = 'richmond-va' AND `hero_title` = 'Watch the World Cup in Richmond';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Virginia Beach' WHERE `slug` = 'virginia-beach' AND `hero_title` = 'Watch the World Cup in Virginia Beach';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Norfolk' WHERE `slug` = 'norfolk' AND `hero_title` = 'Watch the World Cup in Norfolk';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Arlington' WHERE `slug` = 'arlington-va' AND `hero_title` = 'Watch the World Cup in Arlington';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Seattle' WHERE `slug` = 'seattle' AND `hero_title` = 'Watch the World Cup in Seattle';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Tacoma' WHERE `slug` = 'tacoma' AND `hero_title` = 'Watch the World Cup in Tacoma';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Spokane' WHERE `slug` = 'spokane' AND `hero_title` = 'Watch the World Cup in Spokane';--> statement-breakpoint
UPDATE `cities` SET `hero_title` = 'Where to watch soccer in Vancouver, WA' WHERE `slug` = 'vancouver-wa' AND `hero_title` = 'Watch the World Cup in Vancouver, WA';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Birmingham' WHERE `slug` = 'birmingham' AND `hero_title_es` = 'Mira el Mundial en Birmingham';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Huntsville' WHERE `slug` = 'huntsville' AND `hero_title_es` = 'Mira el Mundial en Huntsville';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Montgomery' WHERE `slug` = 'montgomery' AND `hero_title_es` = 'Mira el Mundial en Montgomery';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Mobile' WHERE `slug` = 'mobile' AND `hero_title_es` = 'Mira el Mundial en Mobile';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Phoenix' WHERE `slug` = 'phoenix' AND `hero_title_es` = 'Mira el Mundial en Phoenix';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Tucson' WHERE `slug` = 'tucson' AND `hero_title_es` = 'Mira el Mundial en Tucson';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Mesa' WHERE `slug` = 'mesa' AND `hero_title_es` = 'Mira el Mundial en Mesa';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Scottsdale' WHERE `slug` = 'scottsdale' AND `hero_title_es` = 'Mira el Mundial en Scottsdale';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Los Ángeles' WHERE `slug` = 'los-angeles' AND `hero_title_es` = 'Mira el Mundial en Los Ángeles';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en San Francisco' WHERE `slug` = 'san-francisco' AND `hero_title_es` = 'Mira el Mundial en San Francisco';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en San Diego' WHERE `slug` = 'san-diego' AND `hero_title_es` = 'Mira el Mundial en San Diego';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en San José' WHERE `slug` = 'san-jose' AND `hero_title_es` = 'Mira el Mundial en San José';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Sacramento' WHERE `slug` = 'sacramento' AND `hero_title_es` = 'Mira el Mundial en Sacramento';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Oakland' WHERE `slug` = 'oakland' AND `hero_title_es` = 'Mira el Mundial en Oakland';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Long Beach' WHERE `slug` = 'long-beach' AND `hero_title_es` = 'Mira el Mundial en Long Beach';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Denver' WHERE `slug` = 'denver' AND `hero_title_es` = 'Mira el Mundial en Denver';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Colorado Springs' WHERE `slug` = 'colorado-springs' AND `hero_title_es` = 'Mira el Mundial en Colorado Springs';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Boulder' WHERE `slug` = 'boulder' AND `hero_title_es` = 'Mira el Mundial en Boulder';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Aurora' WHERE `slug` = 'aurora-co' AND `hero_title_es` = 'Mira el Mundial en Aurora';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Miami' WHERE `slug` = 'miami' AND `hero_title_es` = 'Mira el Mundial en Miami';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Orlando' WHERE `slug` = 'orlando' AND `hero_title_es` = 'Mira el Mundial en Orlando';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Tampa' WHERE `slug` = 'tampa' AND `hero_title_es` = 'Mira el Mundial en Tampa';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Jacksonville' WHERE `slug` = 'jacksonville' AND `hero_title_es` = 'Mira el Mundial en Jacksonville';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Fort Lauderdale' WHERE `slug` = 'fort-lauderdale' AND `hero_title_es` = 'Mira el Mundial en Fort Lauderdale';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Atlanta' WHERE `slug` = 'atlanta' AND `hero_title_es` = 'Mira el Mundial en Atlanta';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Savannah' WHERE `slug` = 'savannah' AND `hero_title_es` = 'Mira el Mundial en Savannah';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Chicago' WHERE `slug` = 'chicago' AND `hero_title_es` = 'Mira el Mundial en Chicago';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Aurora' WHERE `slug` = 'aurora-il' AND `hero_title_es` = 'Mira el Mundial en Aurora';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Naperville' WHERE `slug` = 'naperville' AND `hero_title_es` = 'Mira el Mundial en Naperville';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Indianápolis' WHERE `slug` = 'indianapolis' AND `hero_title_es` = 'Mira el Mundial en Indianápolis';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Fort Wayne' WHERE `slug` = 'fort-wayne' AND `hero_title_es` = 'Mira el Mundial en Fort Wayne';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Nueva Orleans' WHERE `slug` = 'new-orleans' AND `hero_title_es` = 'Mira el Mundial en Nueva Orleans';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Baton Rouge' WHERE `slug` = 'baton-rouge' AND `hero_title_es` = 'Mira el Mundial en Baton Rouge';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Boston' WHERE `slug` = 'boston' AND `hero_title_es` = 'Mira el Mundial en Boston';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Cambridge' WHERE `slug` = 'cambridge-ma' AND `hero_title_es` = 'Mira el Mundial en Cambridge';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Worcester' WHERE `slug` = 'worcester' AND `hero_title_es` = 'Mira el Mundial en Worcester';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Springfield' WHERE `slug` = 'springfield-ma' AND `hero_title_es` = 'Mira el Mundial en Springfield';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Detroit' WHERE `slug` = 'detroit' AND `hero_title_es` = 'Mira el Mundial en Detroit';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Grand Rapids' WHERE `slug` = 'grand-rapids' AND `hero_title_es` = 'Mira el Mundial en Grand Rapids';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Ann Arbor' WHERE `slug` = 'ann-arbor' AND `hero_title_es` = 'Mira el Mundial en Ann Arbor';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Minneapolis' WHERE `slug` = 'minneapolis' AND `hero_title_es` = 'Mira el Mundial en Minneapolis';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Saint Paul' WHERE `slug` = 'saint-paul' AND `hero_title_es` = 'Mira el Mundial en Saint Paul';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Kansas City' WHERE `slug` = 'kansas-city' AND `hero_title_es` = 'Mira el Mundial en Kansas City';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en St. Louis' WHERE `slug` = 'st-louis' AND `hero_title_es` = 'Mira el Mundial en St. Louis';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Springfield' WHERE `slug` = 'springfield-mo' AND `hero_title_es` = 'Mira el Mundial en Springfield';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Las Vegas' WHERE `slug` = 'las-vegas' AND `hero_title_es` = 'Mira el Mundial en Las Vegas';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Reno' WHERE `slug` = 'reno' AND `hero_title_es` = 'Mira el Mundial en Reno';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Newark' WHERE `slug` = 'newark-nj' AND `hero_title_es` = 'Mira el Mundial en Newark';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Jersey City' WHERE `slug` = 'jersey-city' AND `hero_title_es` = 'Mira el Mundial en Jersey City';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Hoboken' WHERE `slug` = 'hoboken' AND `hero_title_es` = 'Mira el Mundial en Hoboken';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en East Rutherford' WHERE `slug` = 'east-rutherford' AND `hero_title_es` = 'Mira el Mundial en East Rutherford';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Albuquerque' WHERE `slug` = 'albuquerque' AND `hero_title_es` = 'Mira el Mundial en Albuquerque';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Santa Fe' WHERE `slug` = 'santa-fe' AND `hero_title_es` = 'Mira el Mundial en Santa Fe';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Nueva York' WHERE `slug` = 'new-york' AND `hero_title_es` = 'Mira el Mundial en Nueva York';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Buffalo' WHERE `slug` = 'buffalo' AND `hero_title_es` = 'Mira el Mundial en Buffalo';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Rochester' WHERE `slug` = 'rochester-ny' AND `hero_title_es` = 'Mira el Mundial en Rochester';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Albany' WHERE `slug` = 'albany-ny' AND `hero_title_es` = 'Mira el Mundial en Albany';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Charlotte' WHERE `slug` = 'charlotte' AND `hero_title_es` = 'Mira el Mundial en Charlotte';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Raleigh' WHERE `slug` = 'raleigh' AND `hero_title_es` = 'Mira el Mundial en Raleigh';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Durham' WHERE `slug` = 'durham' AND `hero_title_es` = 'Mira el Mundial en Durham';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Asheville' WHERE `slug` = 'asheville' AND `hero_title_es` = 'Mira el Mundial en Asheville';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Columbus' WHERE `slug` = 'columbus-oh' AND `hero_title_es` = 'Mira el Mundial en Columbus';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Cleveland' WHERE `slug` = 'cleveland' AND `hero_title_es` = 'Mira el Mundial en Cleveland';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Cincinnati' WHERE `slug` = 'cincinnati' AND `hero_title_es` = 'Mira el Mundial en Cincinnati';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Toledo' WHERE `slug` = 'toledo' AND `hero_title_es` = 'Mira el Mundial en Toledo';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Oklahoma City' WHERE `slug` = 'oklahoma-city' AND `hero_title_es` = 'Mira el Mundial en Oklahoma City';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Tulsa' WHERE `slug` = 'tulsa' AND `hero_title_es` = 'Mira el Mundial en Tulsa';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Portland' WHERE `slug` = 'portland' AND `hero_title_es` = 'Mira el Mundial en Portland';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Eugene' WHERE `slug` = 'eugene' AND `hero_title_es` = 'Mira el Mundial en Eugene';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Filadelfia' WHERE `slug` = 'philadelphia' AND `hero_title_es` = 'Mira el Mundial en Filadelfia';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Pittsburgh' WHERE `slug` = 'pittsburgh' AND `hero_title_es` = 'Mira el Mundial en Pittsburgh';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Harrisburg' WHERE `slug` = 'harrisburg' AND `hero_title_es` = 'Mira el Mundial en Harrisburg';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Charleston' WHERE `slug` = 'charleston-sc' AND `hero_title_es` = 'Mira el Mundial en Charleston';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Columbia' WHERE `slug` = 'columbia-sc' AND `hero_title_es` = 'Mira el Mundial en Columbia';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Greenville' WHERE `slug` = 'greenville-sc' AND `hero_title_es` = 'Mira el Mundial en Greenville';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Nashville' WHERE `slug` = 'nashville' AND `hero_title_es` = 'Mira el Mundial en Nashville';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Memphis' WHERE `slug` = 'memphis' AND `hero_title_es` = 'Mira el Mundial en Memphis';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Knoxville' WHERE `slug` = 'knoxville' AND `hero_title_es` = 'Mira el Mundial en Knoxville';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Dallas' WHERE `slug` = 'dallas' AND `hero_title_es` = 'Mira el Mundial en Dallas';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Houston' WHERE `slug` = 'houston' AND `hero_title_es` = 'Mira el Mundial en Houston';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Austin' WHERE `slug` = 'austin' AND `hero_title_es` = 'Mira el Mundial en Austin';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en San Antonio' WHERE `slug` = 'san-antonio' AND `hero_title_es` = 'Mira el Mundial en San Antonio';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Fort Worth' WHERE `slug` = 'fort-worth' AND `hero_title_es` = 'Mira el Mundial en Fort Worth';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en El Paso' WHERE `slug` = 'el-paso' AND `hero_title_es` = 'Mira el Mundial en El Paso';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Arlington' WHERE `slug` = 'arlington-tx' AND `hero_title_es` = 'Mira el Mundial en Arlington';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Salt Lake City' WHERE `slug` = 'salt-lake-city' AND `hero_title_es` = 'Mira el Mundial en Salt Lake City';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Provo' WHERE `slug` = 'provo' AND `hero_title_es` = 'Mira el Mundial en Provo';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Richmond' WHERE `slug` = 'richmond-va' AND `hero_title_es` = 'Mira el Mundial en Richmond';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Virginia Beach' WHERE `slug` = 'virginia-beach' AND `hero_title_es` = 'Mira el Mundial en Virginia Beach';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Norfolk' WHERE `slug` = 'norfolk' AND `hero_title_es` = 'Mira el Mundial en Norfolk';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Arlington' WHERE `slug` = 'arlington-va' AND `hero_title_es` = 'Mira el Mundial en Arlington';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Seattle' WHERE `slug` = 'seattle' AND `hero_title_es` = 'Mira el Mundial en Seattle';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Tacoma' WHERE `slug` = 'tacoma' AND `hero_title_es` = 'Mira el Mundial en Tacoma';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Spokane' WHERE `slug` = 'spokane' AND `hero_title_es` = 'Mira el Mundial en Spokane';--> statement-breakpoint
UPDATE `cities` SET `hero_title_es` = 'Dónde ver fútbol en Vancouver, WA' WHERE `slug` = 'vancouver-wa' AND `hero_title_es` = 'Mira el Mundial en Vancouver, WA';
