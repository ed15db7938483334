import ViperGenProject
import ViperGenSwiftSource
import ViperGenTemplates

/// Renders a built-in template for the support code: with the project's own choices
/// (observation, tests) and every other option at its default, since only some of its files
/// are kept.
struct SupportRendering {
    /// The project's config, for its name and choices.
    let config: ProjectConfig
    /// The author, organization and date the files are rendered with.
    let values: MacroValues
    /// Where the built-in templates are read from.
    let templates: any TemplateSource

    /// The files of the template `name`, with `variables` set and `fileBaseName` (a module's
    /// name, say) as its name; the project's name when nil.
    func render(_ name: String, fileBaseName: String? = nil, variables: [String: String] = [:])
        throws -> [RenderedFile]
    {
        let template = try templates.template(named: name)
        var values = values
        values.projectName = config.projectName
        values.fileBaseName = fileBaseName ?? config.projectName
        values.variables = config.optionValues.merging(variables) { $1 }
        for option in template.info.options where values.variables[option.identifier] == nil {
            values.variables[option.identifier] = option.defaultValue ?? ""
        }
        return try TemplateRenderer(values: values).render(template)
    }

    /// The support types the style's module and service templates use: those an app must
    /// declare for a module of the style to compile in it.
    func neededTypes(of style: ArchitectureStyle) throws -> Set<String> {
        var texts: [(owner: Int, text: String)] = []
        var declared: Set<String> = []
        for kind in [ScaffoldKind.module, .service] {
            guard let name = style.templateName(for: kind) else { continue }
            let template = try templates.template(named: name)
            let variable = TemplateNameVariable.identifier(for: kind, in: template) ?? "name"
            for file in try render(name, fileBaseName: "Sample", variables: [variable: "Sample"])
            where file.path.hasSuffix(".swift") {
                let text = String(decoding: file.contents, as: UTF8.self)
                texts.append((0, text))
                declared.formUnion(DeclarationScanner.declaredTypes(in: text))
            }
        }
        return SupportTypeCheck.needs(of: texts, declaredByRun: declared).first?.types ?? []
    }
}
