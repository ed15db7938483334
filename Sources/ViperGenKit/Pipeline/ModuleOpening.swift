import ViperGenTemplates

/// How a module of a style without a registry is created and shown, for the closing advice.
enum ModuleOpening {
    /// The lines that open module `name` of `style` from where it is shown.
    static func lines(for name: String, style: ArchitectureStyle) -> [String] {
        let lower = NameCasing.lowerCamel(name)
        switch style {
        case .uikit:
            return [
                "\(name)RouterInput().push(from: view, entryEntity: \(name)EntryEntity())"
            ]
        case .builder:
            return ["let \(lower) = \(name)Builder().create\(name)()"]
        case .generic:
            return [
                "let module = \(name)Module(state: \(name)State(), dependencies: dependencies)",
                "module.output = self",
                "navigationController.pushViewController(module.viewController, animated: true)",
            ]
        case .swiftui:
            return ["navigation.push(.\(lower))"]
        case .routed:
            return ["ApplicationRouter.shared.open(url: URL(string: \"app://\(lower)\")!)"]
        }
    }
}
