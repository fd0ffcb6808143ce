// The map benchmark draws on the page alone; the harness bundles a worker for every page bench.
export {};
