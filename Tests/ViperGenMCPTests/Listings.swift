/// The JSON the fake toolbox's tools, resources and templates are listed as.
enum Listings {
    /// The input schema of every fake tool.
    static let schema = #"{"type":"object","properties":{"text":{"type":"string"}}}"#

    /// The `echo` tool.
    static let echo =
        #"{"name":"echo","title":"Echo","description":"Says the text back.","inputSchema":"#
        + schema + #","annotations":{"title":"Echo","readOnlyHint":true,"#
        + #""destructiveHint":false,"idempotentHint":true,"openWorldHint":false}}"#

    /// The `grow` tool.
    static let grow =
        #"{"name":"grow","title":"Grow","description":"Adds a tool or a note.","inputSchema":"#
        + schema + #","annotations":{"title":"Grow","readOnlyHint":false,"#
        + #""destructiveHint":true,"idempotentHint":false,"openWorldHint":false}}"#

    /// The `test://config` resource.
    static let config =
        #"{"uri":"test://config","name":"config","description":"The config.","#
        + #""mimeType":"application/json"}"#

    /// The `test://notes/{name}` template.
    static let notes =
        #"{"uriTemplate":"test://notes/{name}","name":"note","description":"A note by name.","#
        + #""mimeType":"text/plain"}"#

    /// The contents `resources/read` gives for `test://config`.
    static let configContents =
        #"{"contents":[{"uri":"test://config","mimeType":"application/json","#
        + #""text":"{\"a\": 1}\n"}]}"#

    /// The `_meta` of every stateless result.
    static let meta =
        #""_meta":{"io.modelcontextprotocol/serverInfo":"# + ServerSession.serverInfo + "}"

    /// The result line answering the request `id` with `result`.
    static func result(_ id: String, _ result: String) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"result":\#(result)}"#
    }

    /// The error line answering the request `id` with `error`.
    static func error(_ id: String, _ error: String) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"error":\#(error)}"#
    }
}
