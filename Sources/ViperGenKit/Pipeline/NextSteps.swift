import ViperGenTemplates

/// The advice printed after a successful generation.
enum NextSteps {
    /// What the user should do next for `request`; `registration` is what was registered in
    /// the project's app files, nil when nothing was (outside a project, or --no-register).
    static func text(for request: GenerationRequest, registration: RegistrationPlan? = nil)
        -> String
    {
        let name = request.name
        switch request.command {
        case .project:
            return """
                Next steps:
                  cd \(name)
                  open Package.swift        # in Xcode; run the \(name) app on an iOS 17 simulator
                  viper-gen module Payments # add a module
                """
        case .module:
            let key = NameCasing.lowerCamel(name)
            guard let registration else { return manualModuleText(name: name, key: key) }
            if !registration.manual.isEmpty {
                return "Next steps: add the lines listed in the warning above, then build."
            }
            return """
                Next steps: \(name) is registered in the app. Show it from another module's router:
                  navigation.push(.\(key))
                """
        case .service:
            guard let registration else {
                return """
                    Next steps: register \(name) in the app.
                      RootApp.swift, in the // Services group:
                          container.apply(\(name)Assembly.self)
                    """
            }
            if !registration.manual.isEmpty {
                return "Next steps: add the line listed in the warning above, then build."
            }
            return """
                Next steps: \(name) is registered in the app. Use it from an assembly:
                  container.resolve(\(name)Assembly.self).build()
                """
        }
    }

    /// The four registrations a module generated without wiring needs.
    private static func manualModuleText(name: String, key: String) -> String {
        """
        Next steps: register \(name) in the app.
          RootApp.swift, in the // Modules group:
              container.apply(\(name)Assembly.self)
          Views.swift, in enum Views and in stringKey:
              case \(key)
              case .\(key): return "\(key)"
          ApplicationViewBuilder.swift, in build(view:) and as a method:
              case .\(key): build\(name)()
              func build\(name)() -> some View { container.resolve(\(name)Assembly.self).build() }
          RootView.swift, in the navigationDestination switch:
              case .\(key): appViewBuilder.build(view: .\(key))
        """
    }
}
