import Foundation

/// Van Wijk and Nuij's "optimal" zoom-and-pan path ("Smooth and efficient zooming and panning", 2003), with
/// the curvature MapLibre uses (ρ = 1.42): the view widens while it travels and narrows on arrival.
struct FlyPath: Sendable {
    private static let rho = 1.42
    private let startZoom: Double
    private let r0: Double
    private let totalLength: Double
    private let w0: Double
    private let u1: Double
    private let isShort: Bool
    private let zoomsIn: Bool

    init(from: Camera, to: Camera, viewport: Viewport) {
        let rho2 = Self.rho * Self.rho
        let size = WebMercator.worldSize(zoom: from.zoom)
        let a = WebMercator.project(from.center)
        let b = WebMercator.project(to.center)
        var dx = b.x - a.x
        dx -= dx.rounded()
        let u1 = (dx * dx + (b.y - a.y) * (b.y - a.y)).squareRoot() * size
        let w0 = max(viewport.width, viewport.height)
        let w1 = w0 / exp2(to.zoom - from.zoom)
        func r(_ endSide: Bool) -> Double {
            let numerator = w1 * w1 - w0 * w0 + (endSide ? -1 : 1) * rho2 * rho2 * u1 * u1
            let b = numerator / (2 * (endSide ? w1 : w0) * rho2 * u1)
            return log((b * b + 1).squareRoot() - b)
        }
        let r0 = r(false)
        let r1 = r(true)
        let isShort = u1 < 1e-6 || !r0.isFinite || !r1.isFinite
        self.u1 = u1
        self.w0 = w0
        self.r0 = r0
        self.isShort = isShort
        startZoom = from.zoom
        zoomsIn = w1 < w0
        totalLength = isShort ? abs(log(w1 / w0)) / Self.rho : r1 - r0
    }

    /// The zoom at a fraction of the path.
    func zoom(at k: Double) -> Double {
        startZoom + log2(1 / width(at: k * totalLength))
    }

    /// The fraction of the way from start centre to end centre at a fraction of the path.
    func centerFraction(at k: Double) -> Double {
        if k >= 1 || isShort { return isShort ? k : 1 }
        let s = k * totalLength
        let rho2 = Self.rho * Self.rho
        return w0 * ((cosh(r0) * tanh(r0 + Self.rho * s) - sinh(r0)) / rho2) / u1
    }

    private func width(at s: Double) -> Double {
        isShort ? exp((zoomsIn ? -1 : 1) * Self.rho * s) : cosh(r0) / cosh(r0 + Self.rho * s)
    }
}
