import Foundation
import MapCompatUIKit
import Testing

#if !canImport(UIKit)
    /// The view controller's life cycle as map screens use it: a screen that makes its map the root view in
    /// `loadView()` (googlemaps-samples/maps-sdk-for-ios-samples `MarkerEventsViewController.swift`) has it by
    /// `viewDidLoad()`, once.
    @Suite struct UIViewControllerTests {
        final class Screen: UIViewController {
            let map = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            var calls: [String] = []
            override func loadView() {
                calls.append("loadView")
                view = map
            }
            override func viewDidLoad() {
                calls.append("viewDidLoad \(view === map)")
            }
        }

        @Test func loadViewRunsOnceBeforeViewDidLoad() {
            let screen = Screen()
            screen.loadViewIfNeeded()
            screen.loadViewIfNeeded()
            #expect(screen.calls == ["loadView", "viewDidLoad true"])
        }

        /// A map screen names itself as it loads (jawg/mapbox-gl-ios-examples `AddMarkerViewController.swift`) and
        /// overrides the layout callback (IIION/Workade `MapViewController.swift`); headless, nothing calls it.
        @Test func aScreenKeepsTheTitleItSetsAndOverridesLayout() {
            final class TitledScreen: UIViewController {
                var laidOut = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Simple marker"
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    laidOut += 1
                }
            }
            let screen = TitledScreen()
            #expect(screen.title == nil)
            screen.loadViewIfNeeded()
            #expect(screen.title == "Simple marker")
            #expect(screen.laidOut == 0)
        }
    }
#endif
