import ViperGenText

/// What an MCP server serves: its tools and resources.
///
/// The server speaks the protocol; the toolbox knows what the tools do.
package protocol MCPToolbox {
    /// The tools, as they are now (their input schemas may list what the project holds).
    func tools() -> [MCPTool]
    /// Calls the tool named `name` with `arguments` as the call gave them (nil when none; a
    /// value that is not an object is the toolbox's to refuse, as a tool error); nil when
    /// there is no such tool.
    func call(_ name: String, arguments: JSONValue?) -> MCPToolResult?
    /// The resources, as they are now.
    func resources() -> [MCPResource]
    /// The families of resources, by URI template.
    func resourceTemplates() -> [MCPResourceTemplate]
    /// The text of the resource at `uri`, with its media type; nil when there is none.
    func read(_ uri: String) -> (mimeType: String, text: String)?
}
