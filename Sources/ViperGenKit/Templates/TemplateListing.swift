import ViperGenOutput
import ViperGenSystem
import ViperGenTemplates
import ViperGenText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `viper-gen templates` prints: every template found, grouped by name in search order
/// (the first of a name is used), and the places searched.
struct TemplateListing {
    /// The templates, by name, then in search order.
    let rows: [TemplateListingRow]
    /// The places searched, in order, as `(origin, shown path)`; built-in has no path.
    let searched: [(origin: String, path: String?)]

    /// The listing of `catalog`, paths shown with `display`.
    static func make(catalog: TemplateCatalog, display: PathDisplay) -> TemplateListing {
        var active: [String: TemplateEntry] = [:]
        var rows: [(key: String, order: Int, row: TemplateListingRow)] = []
        for (order, entry) in catalog.entries.enumerated() {
            let key = entry.name.lowercased()
            let winner = active[key] ?? entry
            active[key] = winner
            var kind = "invalid"
            var description = ""
            var problem: String?
            do {
                let info = try catalog.load(entry).info
                kind = info.kind
                description = info.description
            } catch {
                problem = "\(error)"
            }
            let row = TemplateListingRow(
                name: entry.name, kind: kind, origin: entry.origin.label,
                path: entry.folder.map(display.relative), description: description,
                active: winner == entry, overriddenBy: winner == entry ? nil : winner.origin.label,
                error: problem)
            rows.append((key, order, row))
        }
        let sorted = rows.sorted { ($0.key, $0.order) < ($1.key, $1.order) }.map(\.row)
        let places =
            catalog.folders.map {
                (origin: $0.origin.label, path: Optional(display.relative($0.path)))
            }
            + [(origin: TemplateOrigin.builtIn.label, path: nil)]
        return TemplateListing(rows: sorted, searched: places)
    }

    /// The listing as a table with the search order below it; the names, descriptions and
    /// paths of the templates found are shown escaped (``EchoedValue/escaped(_:)``).
    func text() -> String {
        let nameWidth = max(4, rows.map(\.name.count).max() ?? 0) + 2
        let kindWidth =
            max(4, rows.map { TemplateKindLabel.label(for: $0.kind).count }.max() ?? 0) + 2
        let originWidth = max(6, rows.map(\.origin.count).max() ?? 0) + 2
        let column = nameWidth + kindWidth + originWidth
        var lines = [
            pad("NAME", nameWidth) + pad("KIND", kindWidth) + pad("ORIGIN", originWidth)
                + "DESCRIPTION"
        ]
        for row in rows {
            let head =
                pad(row.name, nameWidth) + pad(TemplateKindLabel.label(for: row.kind), kindWidth)
                + pad(row.origin, originWidth)
            var wrapped = TextWrapper.wrap(summary(of: row), width: max(30, 100 - column))
            if let path = row.path { wrapped.append(path) }
            lines.append(head + wrapped[0])
            lines += wrapped.dropFirst().map { String(repeating: " ", count: column) + $0 }
        }
        lines += ["", "Search order (the first template of a name is used):"]
        let width = (searched.map(\.origin.count).max() ?? 0) + 2
        for (index, place) in searched.enumerated() {
            let origin = place.path == nil ? place.origin : pad(place.origin, width)
            lines.append("  \(index + 1). " + origin + (place.path ?? ""))
        }
        lines += ["", "Show a template's options and files: viper-gen templates show NAME"]
        return lines.map(EchoedValue.escaped).joined(separator: "\n") + "\n"
    }

    /// The listing as pretty-printed JSON with sorted keys; paths as they are.
    func json() throws -> String {
        let document = TemplateListingDocument(
            searched: searched.map {
                TemplateDetailsDocument.Place(origin: $0.origin, path: $0.path)
            },
            templates: rows)
        return try JSONText.encode(document)
    }

    /// What the description column says for `row`.
    private func summary(of row: TemplateListingRow) -> String {
        var text = row.error.map { "Cannot be used: \($0)" } ?? row.description
        if let winner = row.overriddenBy { text = "(overridden by \(winner)) " + text }
        return text
    }

    /// `text` padded with spaces to `width`.
    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
