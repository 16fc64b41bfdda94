import Foundation
import NaverStyle
import Testing

/// The night-mode switch whose screen learns of the change through its option delegate (modelled on
/// navermaps/ios-map-sdk `NaverMapDemo/NightModeViewController.swift`: the switch sets `isNightModeEnabled`,
/// and `mapViewOptionChanged(_:)` compares it with the value it last saw). The demo's background colour and
/// image are drawing only and left out.
final class NightModeScreen: DemoMapScreen, NMFMapViewOptionDelegate {
    private(set) var isNightModeEnabled = false
    private(set) var nightModeChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.mapType = .navi
        mapView.addOptionDelegate(delegate: self)
    }

    func respondToNightMode(_ isOn: Bool) {
        mapView.isNightModeEnabled = isOn
    }

    func mapViewOptionChanged(_ mapView: NMFMapView) {
        if isNightModeEnabled != mapView.isNightModeEnabled {
            isNightModeEnabled = mapView.isNightModeEnabled
            nightModeChanges += 1
        }
    }
}

/// Adopts the option delegate without its method, which is optional in NAVER's SDK (public clients, such as
/// the React Native bridges that conform in an extension, leave it empty or out).
private final class SilentOptions: NMFMapViewOptionDelegate {}

/// Counts every option change it hears of.
private final class CountingOptions: NMFMapViewOptionDelegate {
    var count = 0
    func mapViewOptionChanged(_ mapView: NMFMapView) { count += 1 }
}

struct NightModeScreenTests {
    @Test func theSwitchReachesTheScreenThroughItsOptionDelegate() {
        let screen = NightModeScreen()
        screen.viewDidLoad()
        screen.respondToNightMode(true)
        #expect(screen.isNightModeEnabled)
        screen.respondToNightMode(false)
        #expect(!screen.isNightModeEnabled)
        #expect(screen.nightModeChanges == 2)
    }

    @Test func mapTypeLayerGroupsAndZoomLimitsAreOptions() {
        let mapView = NMFMapView()
        let options = CountingOptions()
        mapView.addOptionDelegate(delegate: options)
        mapView.mapType = .satellite
        mapView.setLayerGroup(NMF_LAYER_GROUP_TRANSIT, isEnabled: true)
        mapView.minZoomLevel = 5
        mapView.maxZoomLevel = 18
        #expect(options.count == 4)
    }

    @Test func settingAnOptionToItsValueTellsNoOne() {
        let mapView = NMFMapView()
        let options = CountingOptions()
        mapView.addOptionDelegate(delegate: options)
        mapView.mapType = .basic
        mapView.isNightModeEnabled = false
        mapView.setLayerGroup(NMF_LAYER_GROUP_BUILDING, isEnabled: true)
        mapView.minZoomLevel = mapView.minZoomLevel
        #expect(options.count == 0)
    }

    @Test func aRemovedDelegateHearsNothingAndTheMethodIsOptional() {
        let mapView = NMFMapView()
        let options = CountingOptions()
        let silent = SilentOptions()
        mapView.addOptionDelegate(delegate: options)
        mapView.addOptionDelegate(delegate: silent)
        mapView.removeOptionDelegate(delegate: options)
        mapView.isNightModeEnabled = true
        #expect(options.count == 0)
    }
}
