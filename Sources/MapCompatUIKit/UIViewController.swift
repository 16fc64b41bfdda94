#if !canImport(UIKit)
    /// A screen (a stand-in for UIKit's `UIViewController`): map screens are view controllers that make their
    /// map view in `viewDidLoad()` and add it to ``view``. Headless, nothing calls the life-cycle methods; the
    /// app (or a test) calls `loadViewIfNeeded()`.

    open class UIViewController: NSObject {
        /// The screen's root view, a full-screen portrait phone by default.
        open var view: UIView = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        private var isViewLoaded = false
        /// The screen's title, shown by a navigation bar; map screens name themselves in `viewDidLoad()`
        /// (jawg/mapbox-gl-ios-examples `AddMarkerViewController.swift`: `title = "Simple marker"`).
        open var title: String?

        /// A screen with no nib.
        public init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
            super.init()
        }

        /// Makes the root view; screens that build their map view as the root view (`view = mapView`, as
        /// Google's samples do) override it. The default keeps the full-screen ``view`` the screen starts with.
        open func loadView() {}

        /// Called once the root view exists: screens make their map view here.
        open func viewDidLoad() {}

        /// Called before the view appears.
        open func viewWillAppear(_ animated: Bool) {}

        /// Called after the view appeared.
        open func viewDidAppear(_ animated: Bool) {}

        /// Called after the root view laid out its subviews: screens fit their map to the view here (IIION/Workade
        /// `MapViewController.swift` moves its camera in it).
        open func viewDidLayoutSubviews() {}

        /// Called when the app runs low on memory: Xcode's view controller template overrides it, so many map
        /// screens still carry the override. Headless nothing calls it.
        open func didReceiveMemoryWarning() {}

        /// Calls ``loadView()`` and then ``viewDidLoad()`` the first time.
        open func loadViewIfNeeded() {
            guard !isViewLoaded else { return }
            isViewLoaded = true
            loadView()
            viewDidLoad()
        }
    }

    /// Like UIKit's, a screen is not `Sendable`: it belongs to the main thread.
    @available(*, unavailable)
    extension UIViewController: Sendable {}
#endif
