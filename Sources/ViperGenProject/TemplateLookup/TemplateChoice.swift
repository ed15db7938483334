import ViperGenTemplates

/// The template a generating command uses, with where it was found and what it overrides.
package struct TemplateChoice: Sendable {
    /// The template, read and parsed.
    package let template: Template
    /// Where it was found.
    package let entry: TemplateEntry
    /// Templates of the same name found later in the search, which it overrides.
    package let overridden: [TemplateEntry]
    /// What asked for it.
    package let request: TemplateRequest
    /// The folders searched before the built-in templates, in order.
    package let searched: [TemplateSearchFolder]
}
