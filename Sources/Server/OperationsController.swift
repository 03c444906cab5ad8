import Foundation
import Hummingbird

/// `/healthz` and `/metrics`: what a load balancer and Prometheus poll.
struct OperationsController: Sendable {
    let readiness: Readiness
    let metrics: ServerMetrics

    func register(on router: Router<AppRequestContext>) {
        router.get("healthz") { _, _ in await health() }
        router.get("metrics") { _, _ in
            let text = metrics.render(live: readiness.live, refresher: readiness.refresher?.state, now: readiness.now())
            return Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        }
    }

    /// 200 when ready, else 503 with the same body, so HAProxy's `option httpchk` takes the
    /// instance out until it catches up.
    func health() async -> Response {
        let report = readiness.report()
        return JSONResponse.make(report, status: report.ready ? .ok : .serviceUnavailable, headers: [.cacheControl: "no-store"])
    }
}
