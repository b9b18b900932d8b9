// content
export default {} as const;
