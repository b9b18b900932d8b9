// matches
export default {} as const;
