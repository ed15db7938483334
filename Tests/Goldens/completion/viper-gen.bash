# bash completion for viper-gen, printed by `viper-gen completion bash`.
# Save it as ~/.local/share/bash-completion/completions/viper-gen, or source it from
# ~/.bashrc. The candidates come from `viper-gen __complete <words>`, which reads the
# project's records and the template search path; it never writes anything.

_viper_gen() {
    local words=() index word joined=0 line
    # bash splits --set key=value and --template=name at = and :; join them again.
    for ((index = 1; index <= COMP_CWORD; index++)); do
        word="${COMP_WORDS[index]}"
        if [[ ${#words[@]} -gt 0 && ( $joined == 1 || $word == "=" || $word == ":" ) ]]; then
            words[${#words[@]} - 1]="${words[${#words[@]} - 1]}$word"
            [[ $word == "=" || $word == ":" ]] && joined=1 || joined=0
        else
            words+=("$word")
            joined=0
        fi
    done
    local current="${words[${#words[@]} - 1]}"
    local part="${COMP_WORDS[COMP_CWORD]}"
    [[ $part == "=" || $part == ":" ]] && part=""
    local kept=$((${#current} - ${#part}))
    local candidates=()
    while IFS= read -r line; do
        candidates+=("$line")
    done < <("${COMP_WORDS[0]}" __complete "${words[@]}" 2>/dev/null)
    COMPREPLY=()
    case "${candidates[0]}" in
        :file | :directory)
            local flag=-f
            [[ ${candidates[0]} == :directory ]] && flag=-d
            while IFS= read -r line; do
                COMPREPLY+=("$line")
            done < <(compgen "$flag" -- "$part")
            compopt -o filenames 2>/dev/null
            return 0
            ;;
    esac
    for line in "${candidates[@]}"; do
        # A name with a space (a template folder's) is inserted escaped.
        COMPREPLY+=("$(printf '%q' "${line:kept}")")
        [[ $line == *= ]] && compopt -o nospace 2>/dev/null
    done
    return 0
}

complete -F _viper_gen viper-gen
