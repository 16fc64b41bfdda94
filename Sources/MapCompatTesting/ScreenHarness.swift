import Foundation
import MapCompatCore
import MapCompatUIKit

/// Keeps a screen alive for a test and runs its view life cycle. Maps hold their delegates weakly, as the
/// vendors' SDKs do, so a screen that nothing keeps would stop hearing callbacks and "nothing happened"
/// assertions would pass for the wrong reason; the harness, and every tester it makes, hold the screen.
///
/// ```swift
/// let harness = ScreenHarness(MapScreen())       // viewDidLoad, viewWillAppear, viewDidAppear
/// let tester = harness.tester(harness.screen.mapView)
/// try tester.tap(on: harness.screen.marker)
/// ```
public final class ScreenHarness<Screen: AnyObject> {
    /// The screen under test.
    public let screen: Screen

    /// Keeps `screen` and lets `appear` bring it on screen (for screens that are not view controllers, such
    /// as a plain class holding a map view).
    public init(_ screen: Screen, appear: (Screen) throws -> Void) rethrows {
        self.screen = screen
        try appear(screen)
    }

    /// A tester for a map view of the screen; it keeps the screen alive as long as the tester lives.
    public func tester(_ view: any CoreBackedView) -> MapTester {
        let tester = MapTester(view)
        tester.keptAlive = self
        return tester
    }
}

extension ScreenHarness where Screen: UIViewController {
    /// Keeps a view controller and runs its life cycle as UIKit does when it is shown: `loadViewIfNeeded()`
    /// (so `viewDidLoad()`), then `viewWillAppear(false)` and `viewDidAppear(false)`.
    public convenience init(_ screen: Screen) {
        self.init(screen) { screen in
            screen.loadViewIfNeeded()
            screen.viewWillAppear(false)
            screen.viewDidAppear(false)
        }
    }
}

@available(*, unavailable)
extension ScreenHarness: Sendable {}
