import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

#if !canImport(UIKit)
    /// A camera change inside `UIView.animate(withDuration:animations:)`: MapLibre draws with its own renderer,
    /// not Core Animation, and its camera setters do not read the inherited duration, so the change is made at
    /// once; the block runs, and the duration is there for a view that animates with it.
    @Suite struct UIViewAnimateCameraTests {
        @Test func aCameraChangeInsideTheBlockRunsAndIsImmediate() {
            let view = MLNMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let before = view.zoomLevel
            var inherited: TimeInterval = -1
            var finished: Bool?
            UIView.animate(
                withDuration: 2, delay: 0, options: [.curveLinear],
                animations: {
                    inherited = UIView.inheritedAnimationDuration
                    view.zoomLevel = before + 3
                }, completion: { finished = $0 })
            #expect(inherited == 2)
            #expect(view.zoomLevel == before + 3)
            #expect(view.core.isIdle)
            #expect(finished == true)
        }
    }
#endif
