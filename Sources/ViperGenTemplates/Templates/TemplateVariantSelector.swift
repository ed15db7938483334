/// Chooses the files a template renders for its option values, as Xcode does for popups and
/// checkboxes.
///
/// Xcode's rule (Apple's own templates follow it: `Cocoa Touch Class.xctemplate` holds
/// `UIViewControllerXIBSwift/` for subclass UIViewController, the `XIB` checkbox on and
/// language Swift; `Swift File.xctemplate` holds `ProtocolHasSupertypeClassOnly/`): the
/// variant folder's name is, in `Options` order, the chosen value of every popup, plus the
/// identifier of every checkbox that is on, joined without separators. Options switched off by
/// their `RequiredOptions` add nothing. A combo (or Xcode `class`) option with `Values` adds its
/// value when it is one of them and a folder of that name exists (Cocoa Touch Class's
/// `UIViewController…` folders); otherwise it adds nothing. The files come from the top-level
/// folder of that name, and are written as if it were the template's root. A top-level
/// `Default/` folder is a variant folder too, the one used when the options name no folder
/// that exists (uber's RIBs templates, the TCA template); a template whose only variant folder
/// is `Default/`, options or not, renders its files the same way.
///
/// viper-gen also writes the files at the template's root that lie outside every variant folder
/// (shared files), next to the chosen variant's; a variant's file wins over a shared one with
/// the same path. Xcode's own templates have none there, so they behave as in Xcode.
package struct TemplateVariantSelector: Sendable {
    /// The template whose files are chosen.
    package let template: Template

    /// Creates a selector for `template`.
    package init(template: Template) {
        self.template = template
    }

    /// The folder-naming parts of the options, in `Options` order.
    var parts: [VariantPart] {
        template.info.options.compactMap(VariantPart.init(option:))
    }

    /// The identifiers of the options that name variant folders, in `Options` order.
    package var namingOptions: [String] { parts.map(\.identifier) }

    /// The folder Xcode takes the files from when the options name no folder that exists.
    package static let defaultFolder = "Default"

    /// The variant folder name for `variables` (empty when no option names a folder): the first
    /// of the candidates that exists, else `Default` when it exists, else the first candidate.
    package func folderName(for variables: [String: String]) -> String {
        let candidates = folderCandidates(for: variables)
        let existing = Set(variantFolders)
        if let named = candidates.first(where: existing.contains) { return named }
        if existing.contains(Self.defaultFolder) { return Self.defaultFolder }
        return candidates.first ?? ""
    }

    /// The possible folder names for `variables`, preferred first: combos contribute their
    /// value, then fewer of them do.
    func folderCandidates(for variables: [String: String]) -> [String] {
        let values = effectiveValues(variables)
        var candidates = [""]
        for part in parts {
            let contribution = part.contribution(values: values)
            if part.isOptional, !contribution.isEmpty {
                candidates = candidates.map { $0 + contribution } + candidates
            } else {
                candidates = candidates.map { $0 + contribution }
            }
        }
        return candidates
    }

    /// The top-level folders of the template whose names are variant names, and `Default`.
    package var variantFolders: [String] {
        let parts = self.parts
        let folders = Set(
            template.files.compactMap { file -> String? in
                let components = file.path.split(separator: "/", maxSplits: 1)
                return components.count == 2 ? String(components[0]) : nil
            })
        return folders.filter {
            $0 == Self.defaultFolder || VariantPart.matches(Array($0.utf8)[...], parts: parts[...])
        }
        .sorted()
    }

    /// Whether the template has a `Default/` folder, used when the options name no folder.
    package var hasDefaultFolder: Bool { variantFolders.contains(Self.defaultFolder) }

    /// The files to render for `variables`, with paths relative to the output folder.
    ///
    /// - Throws: `TemplateError.noVariant` when neither a variant folder nor shared files
    ///   exist for the choices.
    package func files(for variables: [String: String]) throws -> [TemplateFile] {
        let variants = Set(variantFolders)
        guard !variants.isEmpty else { return template.files }
        let chosen = folderName(for: variables)
        var byPath: [String: TemplateFile] = [:]
        for file in template.files {
            let components = file.path.split(separator: "/", maxSplits: 1).map(String.init)
            if components.count == 2, variants.contains(components[0]) {
                if components[0] == chosen {
                    byPath[components[1]] = TemplateFile(
                        path: components[1], contents: file.contents, sourcePath: file.path)
                }
            } else {
                byPath[file.path] = byPath[file.path] ?? file
            }
        }
        guard !byPath.isEmpty else {
            throw TemplateError.noVariant(
                template: template.origin, folder: chosen,
                choices: choices(for: variables), available: variantFolders)
        }
        return byPath.values.sorted { $0.path < $1.path }
    }

    /// The options that name folders with their values, such as `interface=XIB`, for messages.
    package func choices(for variables: [String: String]) -> [String] {
        let values = effectiveValues(variables)
        return parts.map { "\($0.identifier)=\(values[$0.identifier] ?? "")" }
    }

    /// `variables` completed with each option's default (a popup's first value when it has
    /// none; a checkbox is off), so a partial set still picks a folder.
    func effectiveValues(_ variables: [String: String]) -> [String: String] {
        var values = variables
        for option in template.info.options where values[option.identifier] == nil {
            switch option.optionType {
            case .checkbox:
                let isOn = option.defaultValue.flatMap(CheckboxValue.parse) ?? false
                values[option.identifier] = CheckboxValue.text(isOn)
            case .popup:
                let value = option.defaultValue.flatMap { $0.isEmpty ? nil : $0 }
                values[option.identifier] = value ?? option.values.first ?? ""
            default:
                values[option.identifier] = option.defaultValue ?? ""
            }
        }
        return values
    }
}
