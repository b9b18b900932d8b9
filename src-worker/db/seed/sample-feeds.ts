// Sample fixture feeds for local runs and the browser tests, served by the development-only route
// /dev/feeds/{file} (routes/dev-feeds.ts) and read through the same stand-in by a refresh, so an admin
// can add a competition "from a feed" without internet. Sample data: "Sample Cup" is no real
// competition; two of its sides are clubs the site knows, two are new.

/** The same six fixtures in each format; local times are Europe/London. */
const FIXTURES = [
  { key: "sc-1", date: "2027-01-09", time: "15:00", home: "Arsenal FC", away: "Harbor City FC", round: "Round 1" },
  { key: "sc-2", date: "2027-01-09", time: "17:30", home: "Lakeside United", away: "Chelsea FC", round: "Round 1" },
  { key: "sc-3", date: "2027-02-06", time: null, home: "Chelsea FC", away: "Arsenal FC", round: "Round 2" },
  { key: "sc-4", date: "2027-02-07", time: "14:00", home: "Harbor City FC", away: "Lakeside United", round: "Round 2" },
  { key: "sc-5", date: "2027-03-06", time: "15:00", home: "Arsenal FC", away: "Lakeside United", round: "Round 3" },
  { key: "sc-6", date: "2027-03-06", time: "17:30", home: "Harbor City FC", away: "Chelsea FC", round: "Round 3" },
] as const;

const csv = [
  "key,date,time,home,away,round,status,home_goals,away_goals",
  ...FIXTURES.map((f) => [f.key, f.date, f.time ?? "", f.home, f.away, f.round, "scheduled", "", ""].join(",")),
].join("\r\n");

const compact = (date: string, time: string | null) => `${date.replaceAll("-", "")}${time ? `T${time.replace(":", "")}00` : ""}`;

/** Written as calendar exports write them: a zone on most events, one in UTC, a day-only one, a cancelled one, long lines folded. */
const ics = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//World Cup Watch Spots//Sample feed//EN",
  ...FIXTURES.flatMap((f, i) => [
    "BEGIN:VEVENT",
    `UID:${f.key}@sample-cup.example`,
    f.time === null
      ? `DTSTART;VALUE=DATE:${compact(f.date, null)}`
      : i === 1
        ? "DTSTART:20270109T173000Z"
        : `DTSTART;TZID=Europe/London:${compact(f.date, f.time)}`,
    `SUMMARY:${f.home} vs ${f.away}`,
    `CATEGORIES:${f.round}`,
    // Folded per RFC 5545: a continuation line starts with one space.
    "DESCRIPTION:Sample Cup fixture for local runs of the site. Not a real compet",
    " ition.",
    ...(i === 5 ? ["STATUS:CANCELLED"] : []),
    "END:VEVENT",
  ]),
  "END:VCALENDAR",
].join("\r\n");

const openfootball = JSON.stringify({
  name: "Sample Cup 2027",
  matches: FIXTURES.map((f) => ({ round: f.round, date: f.date, ...(f.time ? { time: f.time } : {}), team1: f.home, team2: f.away })),
});

/** The sample files by name, with their media types. */
export const SAMPLE_FEEDS: Record<string, { type: string; body: string }> = {
  "sample-cup.csv": { type: "text/csv; charset=utf-8", body: csv },
  "sample-cup.ics": { type: "text/calendar; charset=utf-8", body: ics },
  "sample-cup.json": { type: "application/json; charset=utf-8", body: openfootball },
};
