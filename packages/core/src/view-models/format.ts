/** 'weight_loss' → 'weight loss' (spec: underscores shown as spaces). */
export const spaced = (value: string) => value.replace(/_/g, ' ');

/** 'bench_press' → 'Bench Press'. */
export const titleCase = (value: string) => spaced(value).replace(/\b\w/g, (c) => c.toUpperCase());

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** 12.5 → '12.5', 30 → '30': no trailing zeros. */
export const formatNumber = (value: number) => String(Number(value.toFixed(2)));
