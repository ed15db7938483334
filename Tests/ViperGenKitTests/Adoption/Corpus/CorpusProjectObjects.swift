import Foundation

/// The objects of a corpus app's `project.pbxproj` as they are made, each with an id from a
/// counter, written in one section per `isa` sorted by id, as Xcode writes them.
struct CorpusProjectObjects {
    /// One object: its id, its `isa`, the comment after its id and its other fields.
    private struct Object {
        let id: String
        let isa: String
        let comment: String?
        let fields: [(String, CorpusPlistValue)]
    }

    /// The objects made so far.
    private var objects: [Object] = []
    /// How many ids were handed out.
    private var count = 0

    /// The `isa`s Xcode writes on one line.
    private static let inlineKinds: Set<String> = ["PBXBuildFile", "PBXFileReference"]

    /// A new id, for an object made later (a target its test target depends on).
    mutating func reserveID() -> String {
        count += 1
        return String(format: "C0DE%020X", count)
    }

    /// Adds an object of `isa` with `fields` (under `id` when one was reserved) and returns a
    /// reference to it.
    @discardableResult
    mutating func add(
        _ isa: String, comment: String?, id: String? = nil, _ fields: [(String, CorpusPlistValue)]
    ) -> CorpusPlistValue {
        let id = id ?? reserveID()
        objects.append(Object(id: id, isa: isa, comment: comment, fields: fields))
        return .reference(id, comment: comment)
    }

    /// The whole `project.pbxproj` with `rootObject` as the project object.
    func text(objectVersion: Int, rootObject: CorpusPlistValue) -> String {
        var text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n"
        text += "\tobjectVersion = \(objectVersion);\n\tobjects = {\n"
        for isa in Set(objects.map(\.isa)).sorted() {
            text += "\n/* Begin \(isa) section */\n"
            for object in objects.filter({ $0.isa == isa }).sorted(by: { $0.id < $1.id }) {
                let fields = [("isa", CorpusPlistValue.string(isa))] + object.fields
                let head = CorpusPlistValue.reference(object.id, comment: object.comment)
                    .text(depth: 0)
                let body =
                    Self.inlineKinds.contains(isa)
                    ? CorpusPlistValue.dictionary(fields).inlineText
                    : CorpusPlistValue.dictionary(fields).text(depth: 2)
                text += "\t\t\(head) = \(body);\n"
            }
            text += "/* End \(isa) section */\n"
        }
        text += "\t};\n\trootObject = \(rootObject.text(depth: 0));\n}\n"
        return text
    }
}
