#compdef viper-gen
# zsh completion for viper-gen, printed by `viper-gen completion zsh`.
# Save it as _viper-gen in a folder on $fpath, e.g.
#   viper-gen completion zsh > "${fpath[1]}/_viper-gen"
# The candidates come from `viper-gen __complete <words>`, which reads the project's
# records and the template search path; it never writes anything.

_viper-gen() {
    local -a candidates spaced unspaced
    local candidate
    candidates=(${(f)"$("${words[1]}" __complete "${(@)words[2,CURRENT]}" 2>/dev/null)"})
    case "${candidates[1]}" in
        :file | :directory)
            # --output=<TAB>: the path starts after the =.
            [[ "$PREFIX" == --*=* ]] && compset -P '*='
            if [[ "${candidates[1]}" == :file ]]; then _files; else _files -/; fi
            return
            ;;
    esac
    for candidate in "${candidates[@]}"; do
        if [[ "$candidate" == *= ]]; then
            unspaced+=("$candidate")
        else
            spaced+=("$candidate")
        fi
    done
    (( ${#spaced} )) && compadd -- "${spaced[@]}"
    (( ${#unspaced} )) && compadd -S '' -- "${unspaced[@]}"
    return 0
}

if [[ "${zsh_eval_context[-1]}" == loadautoload ]]; then
    _viper-gen "$@"
else
    compdef _viper-gen viper-gen
fi
