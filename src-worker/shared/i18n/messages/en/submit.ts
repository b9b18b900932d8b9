// submit
export default {} as const;
