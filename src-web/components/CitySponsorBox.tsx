// 'Become a City Sponsor' box on the city page (payments feature).
export function CitySponsorBox(_props: { citySlug: string; cityName: string }) {
  return null;
}
