// The US states (and DC): name, postal code, and the IANA time zone a city there gets when nothing
// more precise is known. Where a state spans two zones, the zone of most of its people is chosen
// (docs/decisions/012-admin-consistency.md); an admin sets a city in the other part by hand.

export interface UsState {
  name: string;
  code: string;
  timeZone: string;
  /** Said where the state has another zone too: the part of it that this zone does not fit. */
  otherZone?: string;
}

export const US_STATES: readonly UsState[] = [
  { name: "Alabama", code: "AL", timeZone: "America/Chicago" },
  { name: "Alaska", code: "AK", timeZone: "America/Anchorage", otherZone: "the western Aleutians (America/Adak)" },
  { name: "Arizona", code: "AZ", timeZone: "America/Phoenix", otherZone: "the Navajo Nation, which keeps daylight saving time (America/Denver)" },
  { name: "Arkansas", code: "AR", timeZone: "America/Chicago" },
  { name: "California", code: "CA", timeZone: "America/Los_Angeles" },
  { name: "Colorado", code: "CO", timeZone: "America/Denver" },
  { name: "Connecticut", code: "CT", timeZone: "America/New_York" },
  { name: "Delaware", code: "DE", timeZone: "America/New_York" },
  { name: "District of Columbia", code: "DC", timeZone: "America/New_York" },
  { name: "Florida", code: "FL", timeZone: "America/New_York", otherZone: "the western Panhandle, Pensacola (America/Chicago)" },
  { name: "Georgia", code: "GA", timeZone: "America/New_York" },
  { name: "Hawaii", code: "HI", timeZone: "Pacific/Honolulu" },
  { name: "Idaho", code: "ID", timeZone: "America/Boise", otherZone: "the northern Panhandle, Coeur d'Alene (America/Los_Angeles)" },
  { name: "Illinois", code: "IL", timeZone: "America/Chicago" },
  { name: "Indiana", code: "IN", timeZone: "America/Indiana/Indianapolis", otherZone: "the Chicago and Evansville areas (America/Chicago)" },
  { name: "Iowa", code: "IA", timeZone: "America/Chicago" },
  { name: "Kansas", code: "KS", timeZone: "America/Chicago", otherZone: "four western counties (America/Denver)" },
  { name: "Kentucky", code: "KY", timeZone: "America/New_York", otherZone: "the western half, Bowling Green and Paducah (America/Chicago)" },
  { name: "Louisiana", code: "LA", timeZone: "America/Chicago" },
  { name: "Maine", code: "ME", timeZone: "America/New_York" },
  { name: "Maryland", code: "MD", timeZone: "America/New_York" },
  { name: "Massachusetts", code: "MA", timeZone: "America/New_York" },
  { name: "Michigan", code: "MI", timeZone: "America/Detroit", otherZone: "four Upper Peninsula counties (America/Menominee)" },
  { name: "Minnesota", code: "MN", timeZone: "America/Chicago" },
  { name: "Mississippi", code: "MS", timeZone: "America/Chicago" },
  { name: "Missouri", code: "MO", timeZone: "America/Chicago" },
  { name: "Montana", code: "MT", timeZone: "America/Denver" },
  { name: "Nebraska", code: "NE", timeZone: "America/Chicago", otherZone: "the western third (America/Denver)" },
  { name: "Nevada", code: "NV", timeZone: "America/Los_Angeles", otherZone: "West Wendover (America/Denver)" },
  { name: "New Hampshire", code: "NH", timeZone: "America/New_York" },
  { name: "New Jersey", code: "NJ", timeZone: "America/New_York" },
  { name: "New Mexico", code: "NM", timeZone: "America/Denver" },
  { name: "New York", code: "NY", timeZone: "America/New_York" },
  { name: "North Carolina", code: "NC", timeZone: "America/New_York" },
  { name: "North Dakota", code: "ND", timeZone: "America/Chicago", otherZone: "the southwest (America/Denver)" },
  { name: "Ohio", code: "OH", timeZone: "America/New_York" },
  { name: "Oklahoma", code: "OK", timeZone: "America/Chicago" },
  { name: "Oregon", code: "OR", timeZone: "America/Los_Angeles", otherZone: "most of Malheur County (America/Boise)" },
  { name: "Pennsylvania", code: "PA", timeZone: "America/New_York" },
  { name: "Rhode Island", code: "RI", timeZone: "America/New_York" },
  { name: "South Carolina", code: "SC", timeZone: "America/New_York" },
  { name: "South Dakota", code: "SD", timeZone: "America/Chicago", otherZone: "the western half, Rapid City (America/Denver)" },
  { name: "Tennessee", code: "TN", timeZone: "America/Chicago", otherZone: "East Tennessee, Knoxville and Chattanooga (America/New_York)" },
  { name: "Texas", code: "TX", timeZone: "America/Chicago", otherZone: "El Paso (America/Denver)" },
  { name: "Utah", code: "UT", timeZone: "America/Denver" },
  { name: "Vermont", code: "VT", timeZone: "America/New_York" },
  { name: "Virginia", code: "VA", timeZone: "America/New_York" },
  { name: "Washington", code: "WA", timeZone: "America/Los_Angeles" },
  { name: "West Virginia", code: "WV", timeZone: "America/New_York" },
  { name: "Wisconsin", code: "WI", timeZone: "America/Chicago" },
  { name: "Wyoming", code: "WY", timeZone: "America/Denver" },
];

const BY_KEY = new Map<string, UsState>();
for (const s of US_STATES) {
  BY_KEY.set(s.name.toLowerCase(), s);
  BY_KEY.set(s.code.toLowerCase(), s);
}

/** The state named by its name or postal code, in any case ("Idaho", "ID", "id"); undefined otherwise. */
export function findUsState(nameOrCode: string): UsState | undefined {
  return BY_KEY.get(nameOrCode.trim().toLowerCase().replace(/\s+/g, " "));
}

/** The US time zones the states use, for the admin's suggestions. */
export const US_TIME_ZONES: readonly string[] = [
  ...new Set([...US_STATES.map((s) => s.timeZone), "America/Adak", "America/Menominee", "America/Kentucky/Louisville", "America/Puerto_Rico"]),
].sort();
