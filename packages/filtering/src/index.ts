// The signal and mention filter pipeline (spec sections 4 and 5) lands here with the signals issue.
export {};
