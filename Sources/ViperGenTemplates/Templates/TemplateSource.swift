/// Where templates come from: built into the binary today; a project's or the user's folder next.
public protocol TemplateSource: Sendable {
    /// The names of the templates this source offers, sorted.
    var names: [String] { get }
    /// The template called `name`; throws `TemplateError.unknownTemplate` if there is none.
    func template(named name: String) throws -> Template
}
