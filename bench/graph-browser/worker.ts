// The Industry Network's own layout worker, bundled for the benchmark's page.
import '../../apps/web/src/features/knowledge-graph/worker/network-layout.worker';
