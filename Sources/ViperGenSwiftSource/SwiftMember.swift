/// One member declared in a protocol, type or extension body, as read from its text: enough to
/// tell which requirement it is (``key``) and to write an implementation of it.
package struct SwiftMember: Equatable, Sendable {
    /// What sort of member it is.
    package enum Kind: Equatable, Sendable {
        /// `func`.
        case function
        /// `var` or `let`.
        case property
        /// `init`.
        case initializer
        /// `subscript`.
        case subscriptMember
        /// `associatedtype`.
        case associatedType
        /// A nested type or `typealias` (satisfies an associated type of that name).
        case type
    }

    /// One parameter of a function, initializer or subscript.
    package struct Parameter: Equatable, Sendable {
        /// The argument label as written (`_` for none), or nil when the name is the label.
        package let label: String?
        /// The parameter's name.
        package let name: String
        /// Its type as written: `Bool`, `(() -> Void)?`, `inout [Int]`, `String...`.
        package let type: String

        /// The label a call uses: `_` for none.
        package var callLabel: String { label ?? name }
    }

    /// What sort of member it is.
    package let kind: Kind
    /// The name: `dismiss`, `isVisible`, `init`, `subscript`, `Item`, or an operator.
    package let name: String
    /// The attributes written before it, such as `@MainActor` or `@objc`.
    package let attributes: [String]
    /// The modifiers written before it, such as `static`, `mutating`, `optional`.
    package let modifiers: [String]
    /// The generic parameter clause, such as `<T: Decodable>`, or nil.
    package let genericClause: String?
    /// The parameters (functions, initializers, subscripts).
    package let parameters: [Parameter]
    /// The effects: `async`, `throws`, `throws(MyError)`, `rethrows`; a property's getter's.
    package let effects: [String]
    /// The result type (function, subscript), the type (property), or an associated type's
    /// constraint; nil when none is written.
    package let type: String?
    /// The `where` clause without `where`, or nil.
    package let whereClause: String?
    /// Whether a property or subscript can be set (`{ get set }`, a stored `var`).
    package let isSettable: Bool
    /// `?` or `!` for a failable initializer, else nil.
    package let failability: String?
    /// An associated type's default (`associatedtype Item = String`), or nil.
    package let defaultType: String?

    /// What tells two members apart as requirements: `dismiss(animated:completion:)`,
    /// `isVisible`, `init(id:)`, `subscript(_:)`, `Item`, with `static ` before a static one.
    package var key: String {
        let prefix = isStatic ? "static " : ""
        switch kind {
        case .function, .initializer, .subscriptMember:
            let labels = parameters.map {
                kind == .subscriptMember ? ($0.label ?? "_") + ":" : $0.callLabel + ":"
            }
            return prefix + name + "(" + labels.joined() + ")"
        case .property, .associatedType, .type:
            return prefix + name
        }
    }

    /// Whether it is `static` or `class`.
    package var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    /// Whether it is an `optional` requirement of an `@objc` protocol (needs no implementation).
    package var isOptional: Bool { modifiers.contains("optional") }
}
