# fish completion for viper-gen, printed by `viper-gen completion fish`.
# Save it as ~/.config/fish/completions/viper-gen.fish. The candidates come from
# `viper-gen __complete <words>`, which reads the project's records and the template
# search path; it never writes anything.

function __viper_gen_complete
    set -l words (commandline -opc) (commandline -ct)
    set -l candidates ($words[1] __complete $words[2..-1] 2>/dev/null)
    switch "$candidates[1]"
        case :file
            __fish_complete_path (commandline -ct)
        case :directory
            __fish_complete_directories (commandline -ct)
        case '*'
            printf '%s\n' $candidates
    end
end

complete -c viper-gen -f -a '(__viper_gen_complete)'
