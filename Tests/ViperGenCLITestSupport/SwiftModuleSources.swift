import Foundation

/// One Swift module of a tree split into modules, as ``ModularTypeChecker`` compiles it: its
/// name, its files, and what sort of target it is.
package struct SwiftModuleSources: Sendable, CustomStringConvertible {
    /// What sort of target a module is, which decides how it is compiled.
    package enum Role: Sendable {
        /// A library another module imports: its interface is emitted, testable.
        case library
        /// The app: its interface is emitted too, testable, for its tests.
        case app
        /// A test target: checked against the modules before it, imported by none.
        case tests
    }

    /// The module's name, as `import` spells it.
    package let name: String
    /// Its Swift files.
    package let files: [URL]
    /// What sort of target it is.
    package let role: Role

    /// A module `name` of `files`, a `role` target.
    package init(name: String, files: [URL], role: Role) {
        self.name = name
        self.files = files
        self.role = role
    }

    package var description: String { "\(name) (\(files.count) files)" }
}
