import Foundation

/// Writes a porting guide (a DocC article) for one direction from the ``APIMap`` and the profiles.
public enum PortingGuide: Sendable {
    /// The article's file name: `PortingFromNaverToMapLibre.md`.
    public static func fileName(from source: PortingStyle, to target: PortingStyle) -> String {
        "Porting\(articleName(source))To\(articleName(target)).md"
    }

    static func articleName(_ style: PortingStyle) -> String {
        style.symbolName.prefix(1).uppercased() + style.symbolName.dropFirst()
    }

    static func code(_ text: String) -> String {
        "`" + text.replacingOccurrences(of: "|", with: "\\|") + "`"
    }

    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    /// The Markdown of the article.
    public static func article(from source: PortingStyle, to target: PortingStyle) -> String {
        let concepts = APIMap.concepts.filter { $0.spelling(in: source) != nil }
        let automatic = concepts.filter { $0.writtenSpelling(target) != nil }
        let manual = concepts.filter { $0.writtenSpelling(target) == nil }
        var lines: [String] = []
        lines.append("# Porting from \(source.displayName) to \(target.displayName)")
        lines.append("")
        lines.append(
            "What `mapcompat port --from \(source) --to \(target)` rewrites, what it leaves to you, and where the "
                + "two vendors' defaults differ.")
        lines.append("")
        lines.append("## Overview")
        lines.append("")
        lines.append(
            "Generated from the API map (`APIMap`) and the vendor profiles (`InteractionProfile.\(source.symbolName)`, "
                + "`.\(target.symbolName)`); do not edit by hand. The map covers \(concepts.count) "
                + "\(source.displayName) concepts: \(automatic.count) have a \(target.displayName) spelling, "
                + "\(manual.count) do not. Anything the map does not list is left as it is and must be ported by hand.")
        lines.append("")
        let delta = target.zoomOffset - source.zoomOffset
        lines.append(
            "Zoom: \(source.displayName) zoom is the neutral zoom + \(ProfileDifference.number(source.zoomOffset)), "
                + "\(target.displayName) zoom is the neutral zoom + \(ProfileDifference.number(target.zoomOffset))"
                + (delta == 0
                    ? ", so zoom values are kept."
                    : "; the porter adds \(ProfileDifference.number(delta)) to zoom literals and writes "
                        + "`z \(delta > 0 ? "+" : "-") \(ProfileDifference.number(abs(delta)))` for other expressions.")
        )
        lines.append("")
        lines.append("### Rewritten")
        lines.append("")
        lines.append("| concept | \(source.displayName) | \(target.displayName) | note |")
        lines.append("| --- | --- | --- | --- |")
        for concept in automatic {
            guard let from = concept.spelling(in: source), let to = concept.writtenSpelling(target) else { continue }
            let note = to.review ?? ""
            lines.append("| \(concept.id) | \(code(from.template)) | \(code(to.template)) | \(cell(note)) |")
        }
        lines.append("")
        lines.append("### Left as `// PORT:` notes")
        lines.append("")
        lines.append("| concept | \(source.displayName) | why, and what to do |")
        lines.append("| --- | --- | --- |")
        for concept in manual {
            guard let from = concept.spelling(in: source) else { continue }
            let gap = concept.reason(for: target) ?? "\(target.displayName) cannot express it."
            lines.append("| \(concept.id) | \(code(from.template)) | \(cell(gap)) |")
        }
        lines.append("")
        lines.append("### Defaults that differ")
        lines.append("")
        let differences = ProfileDifference.all.filter { $0.differs(source, target) }
        if differences.isEmpty {
            lines.append("The two profiles agree on every behaviour compared.")
        } else {
            lines.append("| behaviour | \(source.displayName) | \(target.displayName) |")
            lines.append("| --- | --- | --- |")
            for difference in differences {
                lines.append(
                    "| \(difference.label) | \(cell(difference.describe(source))) | \(cell(difference.describe(target))) |"
                )
            }
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }
}
