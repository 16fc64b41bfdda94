import Testing

/// Every case of the upstream files these ports draw from (maplibre/maplibre-native `platform/ios/test`,
/// `platform/darwin/test` and `platform/ios/Integration Tests`): each is ported, as a test whose display name
/// is the upstream case's name, or left out for one of the reasons the port allows, with why.
enum UpstreamCases {
    /// Why an upstream case cannot run headless.
    enum Reason: String {
        case rendering, networking, paintProperties = "paint properties", formats
    }

    /// An upstream file's cases.
    struct File {
        let path: String
        let ported: [String]
        let leftOut: [(name: String, reason: Reason, why: String)]
    }

    static let files: [File] = [
        File(
            path: "platform/ios/test/MLNAnnotationViewTests.m",
            ported: [
                "testAnnotationView", "testCustomAnnotationView", "testSelectingOffscreenAnnotation",
                "testSelectingOnscreenAnnotationThatHasNotBeenAdded", "testAnnotationViewInitWithFramePENDING",
                "testAnnotationViewInitWithReuseIdentifier", "testSelectingADisabledAnnotationViewPENDING",
            ], leftOut: []),
        File(
            path: "platform/ios/Integration Tests/Annotation Tests/MGLAnnotationViewIntegrationTests.mm",
            ported: [
                "testBasicSelection", "testBasicSelectionWithCallout", "testSelectionMoveIntoView",
                "testSelectionMoveIntoViewWithCallout", "testSelectionMoveIntoViewWithBasicCallout",
                "testSelectingAnnotationWithCenterOffset", "testUserLocationWithOffsetAnchorPoint",
                "testSelectingAnnotationWhenMapIsRotated", "testSelectingAnnotationWhenMapIsScaled",
                "testSelectingAnnotationWhenMapIsScaledAndRotated", "testShowingAnnotationsThenSelectingAnimated",
                "testShowingAnnotationsThenSelecting",
            ], leftOut: []),
        File(
            path: "platform/ios/Integration Tests/MLNCameraTransitionFinishTests.mm",
            ported: [
                "testEaseToCompletionHandler", "testEaseToCompletionHandlerAnimated", "testFlyToCompletionHandler",
                "testFlyToCompletionHandlerAnimated", "NaN: testEaseToCompletionHandler",
                "NaN: testEaseToCompletionHandlerAnimated", "NaN: testFlyToCompletionHandler",
                "NaN: testFlyToCompletionHandlerAnimated",
            ], leftOut: []),
        File(
            path: "platform/darwin/test/MLNGeometryTests.mm",
            ported: [
                "testCoordinateBoundsIsEmpty", "testAngleConversions", "testAltitudeConversions",
                "testCoordinateInCoordinateBounds", "testMLNCoordinateBoundsToMLNCoordinateQuad",
                "testMLNLocationCoordinate2DIsValid",
            ],
            leftOut: [
                ("testGeometryBoxing", .formats, "NSValue's Objective-C boxing of coordinates, spans and bounds"),
                ("testGeoJSONDeserialization", .formats, "GeoJSON parsing (MLNShape(data:encoding:))"),
                ("testGeoJSONSerialization", .formats, "GeoJSON writing (geoJSONData(usingEncoding:))"),
                ("testMLNMapPoint", .formats, "NSValue's Objective-C boxing of MLNMapPoint"),
            ]),
        File(
            path: "platform/darwin/test/MLNMapCameraTests.m",
            ported: [
                "testEyeCoordinateInitialization", "testViewingDistanceInitialization", "testViewingDistance",
                "testRollProperty", "testRollInCopy", "testRollInEncoding", "testRollInEquality", "testRollInHash",
            ], leftOut: []),
        File(
            path: "platform/darwin/test/MLNMapProjectionTests.m",
            ported: ["testMapProjectionCamera", "testMapProjectionCameraSet", "testMapProjectionVisibleBoundsSet"],
            leftOut: []),
        File(
            path: "platform/darwin/test/MLNMapViewTests.m",
            ported: [
                "testCoordinateBoundsConversion", "testUserTrackingModeCompletion", "testTargetCoordinateCompletion",
                "testVisibleCoordinatesCompletion", "testShowAnnotationsCompletion", "testTileCache",
            ],
            leftOut: [
                ("testStyleJSON", .formats, "the loaded style written back as JSON (styleJSON of a style URL's style)")
            ]),
        File(
            path: "platform/ios/test/MLNMapViewCompassViewTests.mm",
            ported: [
                "testCompassButton", "testVisibilityAdaptive", "testVisibilityHidden", "testVisibilityVisible",
                "testCompassRotation",
            ], leftOut: []),
        File(
            path: "platform/ios/test/MLNMapViewContentInsetTests.m",
            ported: ["testContentInsetCenter", "testContentInsetOrnaments"], leftOut: []),
        File(
            path: "platform/ios/test/MLNMapViewDelegateIntegrationTests.swift", ported: ["testCoverage"],
            leftOut: []),
        File(
            path: "platform/ios/test/MLNMapViewDirectionTests.mm",
            ported: ["testDirection", "testRotateEnabled", "testRotationGesture", "testResetPosition"], leftOut: []),
        File(
            path: "platform/ios/test/MLNMapViewGestureRecognizerTests.mm",
            ported: [
                "testHandlePinchGestureContentInset", "testHandleRotateGestureContentInset",
                "testHandleDoubleTapGestureContentInset", "testHandleTwoFingerTapGesture", "testHandleQuickZoomGesture",
                "testHandleTwoFingerDragGesture",
            ], leftOut: []),
        File(
            path: "platform/ios/test/MLNMapViewLayoutTests.m",
            ported: [
                "testOrnamentPlacement", "testCompassPlacement", "testCompassPlacementWithTransform",
                "testScalebarPlacement", "testScalebarPlacementInvalidPosition", "testAttributionButtonPlacement",
                "testAttributionButtonPlacementInvalidPosition", "testLogoPlacement",
                "testLogoPlacementInvalidPosition",
            ],
            leftOut: [
                (
                    "testScalebarSubviewPlacement", .rendering,
                    "the frames of the scale bar's drawn bars and labels, right to left and at each zoom"
                )
            ]),
        File(
            path: "platform/ios/test/MLNMapViewPitchTests.m",
            ported: [
                "testPitchEnabled", "testPitchInValidRange", "testNegativePitchClamping", "testPositivePitchClamping",
                "testPitchAtVariousZoomLevels", "testTiltGesture", "testHorizontalTiltGesture",
                "testTiltGestureFromInitialTilt", "testTiltGestureNumberOfFingersRequired",
            ], leftOut: []),
        File(
            path: "platform/ios/test/MLNMapViewScaleBarTests.m",
            ported: ["testShowsScale", "testDirectlySettingScaleBarViewHiddenProperty"], leftOut: []),
        File(
            path: "platform/ios/test/MLNMapViewZoomTests.mm",
            ported: [
                "testZoom", "testZoomEnabled", "testPinchGesture", "testPinchGestureOffCenter", "testPinchAndZoom",
            ],
            leftOut: []),
    ]
}

@Suite("The upstream cases: ported or left out with a reason")
struct UpstreamCaseTests {
    @Test("each upstream case is listed once, and each left-out case says why")
    func casesAreAccountedFor() {
        var ported = 0
        var leftOut = 0
        for file in UpstreamCases.files {
            let names = file.ported + file.leftOut.map(\.name)
            #expect(Set(names).count == names.count, "\(file.path) lists a case twice")
            for entry in file.leftOut {
                #expect(!entry.why.isEmpty, "\(file.path) \(entry.name) has no reason")
            }
            ported += file.ported.count
            leftOut += file.leftOut.count
        }
        print(
            "Upstream MapLibre cases: \(ported + leftOut) in \(UpstreamCases.files.count) files, \(ported) ported, \(leftOut) left out"
        )
        for file in UpstreamCases.files {
            for entry in file.leftOut {
                print("  left out: \(file.path) \(entry.name) (\(entry.reason.rawValue): \(entry.why))")
            }
        }
        #expect(ported == 93)
        #expect(leftOut == 6)
    }
}
