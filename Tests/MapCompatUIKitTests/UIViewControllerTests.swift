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
    }
#endif
