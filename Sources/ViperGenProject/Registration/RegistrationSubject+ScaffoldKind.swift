import ViperGenSwiftSource
import ViperGenTemplates

extension RegistrationSubject {
    /// The module or service `name` generated as `kind`, its `Views` case cased as the
    /// templates case it: `Payments` → `payments`.
    package init(kind: ScaffoldKind, name: String) {
        self.init(
            kind: kind == .module ? .module : .service, name: name,
            caseName: NameCasing.lowerCamel(name))
    }
}
