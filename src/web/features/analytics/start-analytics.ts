/** Placeholder until built (issue 6): starts page-view and Web Vitals reporting after load. */
export function startAnalytics(): void {}
