// home
export default {} as const;
