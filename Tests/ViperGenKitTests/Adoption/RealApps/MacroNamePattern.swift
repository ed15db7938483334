import Foundation

/// A type name a template declares with macros in it (`___VARIABLE_moduleName___Assembly`),
/// which becomes a real name once the macros have values (`MainAssembly` for the `Main` module
/// a project template opens with).
struct MacroNamePattern: Equatable {
    /// The name's parts between its macros, in order.
    let parts: [String]

    /// The pattern of `declared`, or nil when it holds no macro.
    init?(_ declared: String) {
        let pieces = declared.components(separatedBy: "___")
        // `a___M___b` splits into a, M, b: every odd piece is a macro.
        guard pieces.count >= 3, pieces.count % 2 == 1 else { return nil }
        parts = pieces.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    }

    /// The name with every macro given `value`.
    func name(with value: String) -> String {
        parts.joined(separator: value)
    }
}
