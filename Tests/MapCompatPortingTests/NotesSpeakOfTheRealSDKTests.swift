import Foundation
import Testing

@testable import MapCompatPorting

/// A port is code for the target vendor's own SDK, so every note it can leave speaks of that SDK: what it has,
/// what it does differently, what to write instead. No gap, hand note, review or callback gap may send the reader
/// to this package's adapters or core, which a person porting to the real SDK does not have.
@Suite struct NotesSpeakOfTheRealSDKTests {
    /// Words that only make sense inside this package: its adapters, its name, its core and what the core is
    /// built on (the headless model and its interaction profiles).
    static let packageWords: [(name: String, pattern: String)] = [
        ("adapter", #"(?i)\badapters?\b"#), ("MapCompat", #"(?i)mapcompat"#), ("core.", #"(?i)\bcore\."#),
        ("the core", #"\bthe core\b"#), ("headless", #"(?i)\bheadless\b"#), ("profile", #"(?i)\bprofiles?\b"#),
    ]

    /// Every note text the porter can write, with where it comes from.
    static var notes: [(source: String, text: String)] {
        var notes: [(source: String, text: String)] = []
        for concept in APIMap.concepts {
            for style in PortingStyle.allCases {
                if let gap = concept.gap(in: style) { notes.append(("\(concept.id) → \(style.id) gap", gap)) }
                if let reason = concept.reason(for: style) {
                    notes.append(("\(concept.id) → \(style.id) reason", reason))
                }
                if let review = concept.spelling(in: style)?.review {
                    notes.append(("\(concept.id) → \(style.id) review", review))
                }
            }
        }
        for (id, reasons) in PortingCoverage.documentedReasons {
            for (style, reason) in reasons { notes.append(("documented \(id) → \(style.id)", reason)) }
        }
        for event in CallbackEvent.all {
            for (style, gap) in event.gaps { notes.append(("callback \(event.id) → \(style.id) gap", gap)) }
            for (style, review) in event.reviews { notes.append(("callback \(event.id) → \(style.id) review", review)) }
        }
        for (id, reasons) in APIMap.alreadySo {
            for (style, reason) in reasons { notes.append(("already so \(id) → \(style.id)", reason)) }
        }
        return notes
    }

    /// The package words a text uses.
    static func packageWords(in text: String) -> [String] {
        packageWords.filter { text.range(of: $0.pattern, options: .regularExpression) != nil }.map(\.name)
    }

    @Test func noNoteNamesThisPackage() {
        let notes = Self.notes
        #expect(notes.count > 500, "the notes were not all collected: \(notes.count)")
        let offending = notes.compactMap { note -> String? in
            let words = Self.packageWords(in: note.text)
            return words.isEmpty ? nil : "\(note.source) (\(words.joined(separator: ", "))): \(note.text)"
        }
        #expect(
            offending.isEmpty, "\(offending.count) notes speak of this package:\n\(offending.joined(separator: "\n"))")
    }

    /// The check finds each word where a note would use it, and leaves the vendors' own words alone.
    @Test func theCheckTellsPackageWordsFromVendorWords() {
        #expect(Self.packageWords(in: "TomTom's adapter has no callouts.") == ["adapter"])
        #expect(Self.packageWords(in: "Read core.camera instead.") == ["core."])
        #expect(Self.packageWords(in: "set the core's limits") == ["the core"])
        #expect(Self.packageWords(in: "MapCompatUIKit's stand-ins") == ["MapCompat"])
        #expect(Self.packageWords(in: "placed headless") == ["headless"])
        #expect(Self.packageWords(in: "the profile's curve") == ["profile"])
        #expect(Self.packageWords(in: "Core Location's CLLocation.distance(from:), scored.") == [])
        #expect(Self.packageWords(in: "route-me's RMMapLayerStyle") == [])
    }

    /// A member the real SDK has is written even where the note once spoke of an adapter: MapLibre's tracking
    /// mode becomes TomTom's `cameraTrackingMode` (TomTomSDKMapDisplay `CameraTrackingMode`), as TomTom's
    /// location guide sets it.
    @Test func aTargetMemberIsWrittenNotNoted() {
        let mapLibre = """
            final class Pins {
                let mapView = MLNMapView(frame: .zero)

                func stop() {
                    mapView.userTrackingMode = .follow
                }
            }
            """
        let output = Porter(from: .maplibre, to: .tomtom).port(mapLibre).output
        #expect(indentlessLines(output).contains("map?.cameraTrackingMode = .followNorthUp()"), "\(output)")
        #expect(output.contains("TomTom's follow also turns the map north up"), "\(output)")
    }
}
