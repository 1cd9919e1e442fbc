/**
 * Step 2: the legal pages, each created from a template (filled from the
 * company data) or picked from the existing pages.
 */
import { SelectControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { StepActions } from './StepActions';
import type { PagesState } from './types';

export interface PagesStepProps {
	pages: PagesState;
	busy: boolean;
	canUndo: boolean;
	onSave: ( choice: Record< string, string > ) => void;
	onSkip: () => void;
	onUndo: () => void;
}

function initialChoice( pages: PagesState ): Record< string, string > {
	const out: Record< string, string > = {};
	for ( const page of pages.pages ) {
		out[ page.key ] = page.page_id > 0 ? String( page.page_id ) : 'create';
	}
	return out;
}

export function PagesStep( {
	pages,
	busy,
	canUndo,
	onSave,
	onSkip,
	onUndo,
}: PagesStepProps ) {
	const [ choice, setChoice ] = useState( () => initialChoice( pages ) );
	useEffect( () => setChoice( initialChoice( pages ) ), [ pages ] );
	const options = [
		{
			value: 'create',
			label: __( 'Create from template', 'tresen-setup' ),
		},
		...pages.choices.map( ( p ) => ( {
			value: String( p.id ),
			label: p.title || __( '(no title)', 'tresen-setup' ),
		} ) ),
	];
	return (
		<form
			onSubmit={ ( event ) => {
				event.preventDefault();
				onSave( choice );
			} }
		>
			<p>
				{ __(
					'Templates are filled with your company data. They are templates: review them (ideally with a lawyer) before you open the shop.',
					'tresen-setup'
				) }
			</p>
			<ul className="tresen-setup-wizard__pages">
				{ pages.pages.map( ( page ) => (
					<li key={ page.key }>
						<SelectControl
							label={ page.title }
							value={ choice[ page.key ] || 'create' }
							options={ options }
							onChange={ ( value ) =>
								setChoice( ( c ) => ( {
									...c,
									[ page.key ]: value,
								} ) )
							}
							help={
								page.template
									? __(
											'Template – please review.',
											'tresen-setup'
										)
									: undefined
							}
							__nextHasNoMarginBottom
							__next40pxDefaultSize
						/>
						{ page.edit_url && (
							<a href={ page.edit_url }>
								{ __( 'Edit page', 'tresen-setup' ) }
								<span className="screen-reader-text">
									{ ' ' + page.title }
								</span>
							</a>
						) }
					</li>
				) ) }
			</ul>
			<StepActions
				busy={ busy }
				canUndo={ canUndo }
				onSkip={ onSkip }
				onUndo={ onUndo }
			/>
		</form>
	);
}
