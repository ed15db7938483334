import ViperGenTemplates

/// The template a generating command uses, with where it was found and what it overrides.
public struct TemplateChoice: Sendable {
    /// The template, read and parsed.
    public let template: Template
    /// Where it was found.
    public let entry: TemplateEntry
    /// Templates of the same name found later in the search, which it overrides.
    public let overridden: [TemplateEntry]
    /// What asked for it.
    public let request: TemplateRequest
    /// The folders searched before the built-in templates, in order.
    public let searched: [TemplateSearchFolder]
}
