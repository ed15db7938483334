/// A module's SwiftUI preview made from the module's own assembly, for a module that is a Swift
/// module of its own: the template's preview shows it through the app's
/// `ApplicationViewBuilder`, which the module cannot see.
enum PackageLayoutPreview {
    /// The call the template's preview makes, up to the `Views` case.
    static let appBuilderCall = "ApplicationViewBuilder.stub.build(view: ."

    /// `text` with the line calling the app's builder replaced by the module's assembly built
    /// over a container holding the navigation service it resolves (the support code's
    /// `DependencyContainer`, `AssemblyFactory` and `NavigationAssembly`); `text` as it is when
    /// it has no such call.
    static func fromOwnAssembly(_ text: String, module: String) -> String {
        guard let range = text.firstRange(of: appBuilderCall) else { return text }
        let lineStart =
            text[..<range.lowerBound].lastIndex(of: "\n").map(text.index(after:))
            ?? text.startIndex
        let indentation = String(text[lineStart..<range.lowerBound])
        guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { return text }
        let lineEnd = text[range.upperBound...].firstIndex(of: "\n") ?? text.endIndex
        let lines = [
            "let container = DependencyContainer(assemblyFactory: AssemblyFactory())",
            "let _ = container.apply(NavigationAssembly.self)",
            "\(module)Assembly(container: container).build()",
        ]
        let replacement: String = lines.joined(separator: "\n" + indentation)
        var result = String(text[..<range.lowerBound])
        result += replacement
        result += text[lineEnd...]
        return result
    }
}
